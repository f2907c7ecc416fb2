import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { settingsActor } from '../../app/actors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateField } from '../../ui/DateField';
import { RadioGroup } from '../../ui/RadioGroup';
import { Stepper } from '../../ui/Stepper';
import { TextField } from '../../ui/TextField';
import { MembersOnly } from '../../pagesMy/fortuneWingsClub/MembersOnly';
import { updateAwardDraft, useAwardDraft, type AwardDraft } from './award-draft';
import { formatPoints } from '../../app/format';
import { AwardFailure } from './parts';
import { usePointsBooking } from './points-booking-actor';

/** The award search: trip type, cities, dates and passengers, with the member's points (spec section 2). */
export default function AwardSearchPage() {
  const { t } = useTranslation();
  return (
    <MembersOnly>
      {(profile) => (
        <div className="page award-search">
          <Card title={t('award.available')}>
            <p className="award-points" data-testid="award-available">
              {t('award.points', { points: formatPoints(profile.points) })}
            </p>
          </Card>
          <AwardSearchForm />
        </div>
      )}
    </MembersOnly>
  );
}

function AwardSearchForm() {
  const { t } = useTranslation();
  const flow = usePointsBooking();
  const { state, send } = flow;
  const draft = useAwardDraft();
  const currency = useSelector(settingsActor, (s) => s.context.currency);
  const set = (change: Partial<AwardDraft>) => updateAwardDraft((d) => ({ ...d, ...change }));
  const count = (field: keyof AwardDraft['passengers'], value: number) => updateAwardDraft((d) => ({ ...d, passengers: { ...d.passengers, [field]: value } }));
  const ready = /^[A-Z]{3}$/.test(draft.org) && /^[A-Z]{3}$/.test(draft.dst) && draft.depart !== '' && (draft.routeWay !== 'R' || draft.back >= draft.depart);
  const submit = () =>
    send({
      type: 'search.submit',
      search: {
        routeWay: draft.routeWay,
        segments: [{ org: draft.org, dst: draft.dst, date: draft.depart }, ...(draft.routeWay === 'D' ? [] : [{ org: draft.dst, dst: draft.org, date: draft.back || draft.depart }])],
        passengers: draft.passengers,
        classLevel: 'Y',
        currency,
      },
    });
  if (state.matches('expired'))
    return (
      <Card title={t('award.expiredTitle')}>
        <AwardFailure flow={flow} />
        <Button variant="primary" onPress={() => send({ type: 'booking.restart' })}>
          {t('award.newSearch')}
        </Button>
      </Card>
    );
  return (
    <Card title={t('award.searchTitle')}>
      <RadioGroup<AwardDraft['routeWay']>
        label={t('award.tripType')}
        look="segmented"
        value={draft.routeWay}
        onChange={(routeWay) => set({ routeWay })}
        options={[
          ['D', t('award.oneWay')],
          ['R', t('award.roundTrip')],
          ['M', t('award.multiCity')],
        ]}
      />
      <TextField label={t('award.from')} value={draft.org} onChange={(org) => set({ org: org.toUpperCase() })} autoCapitalize="characters" />
      <TextField label={t('award.to')} value={draft.dst} onChange={(dst) => set({ dst: dst.toUpperCase() })} autoCapitalize="characters" />
      <DateField label={t('award.departDate')} value={draft.depart} onChange={(depart) => set({ depart })} />
      <Link to="/pagesService/pages/flexible-reward-airfare/select-date?leg=depart">{t('award.departCalendar')}</Link>
      {draft.routeWay === 'R' && (
        <>
          <DateField label={t('award.returnDate')} value={draft.back} onChange={(back) => set({ back })} />
          <Link to="/pagesService/pages/flexible-reward-airfare/select-date?leg=back">{t('award.returnCalendar')}</Link>
        </>
      )}
      <Stepper label={t('award.adults')} incrementLabel={t('award.moreAdults')} value={draft.passengers.adult} min={1} max={9} onChange={(v) => count('adult', v)} />
      <Stepper label={t('award.children')} value={draft.passengers.child} min={0} max={8} onChange={(v) => count('child', v)} />
      <Stepper label={t('award.infants')} value={draft.passengers.infant} min={0} max={draft.passengers.adult} onChange={(v) => count('infant', v)} />
      {state.matches({ searchForm: 'multiCity' }) && (
        <p className="form-error" role="alert" data-testid="award-multi-city">
          {t('award.multiCityRefused')}
        </p>
      )}
      <AwardFailure flow={flow} />
      <Button variant="primary" block busy={state.hasTag('busy')} isDisabled={!ready} onPress={submit}>
        {t('award.search')}
      </Button>
    </Card>
  );
}
