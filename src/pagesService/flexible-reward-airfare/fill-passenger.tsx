import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { passengerKey, mayFly } from '../../../machines/points-booking.machine';
import type { ClubProfile } from '../../../services/schemas/member';
import type { AwardPassenger } from '../../../services/schemas/points-booking';
import { Loading } from '../../components/Loading';
import { PrivacyLink } from '../../components/PrivacyLink';
import { MembersOnly } from '../../pagesMy/fortuneWingsClub/MembersOnly';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale } from '../../app/use-session';
import { AwardFailure } from './parts';
import { usePointsBooking } from './points-booking-actor';

export const travellerName = (p: Pick<AwardPassenger, 'lastName' | 'firstName'>) => `${p.lastName} ${p.firstName}`.trim();

/** A traveller as the award pages name them: name, member or beneficiary, and passenger type. */
export const travellerLabel = (t: TFunction, p: AwardPassenger) =>
  [travellerName(p), t(`awardPassengers.kinds.${p.kind}`), ...(p.psgTypeCode ? [t(`awardPassengers.types.${p.psgTypeCode}`)] : [])].join(' · ');

/** Who flies: the member and the active beneficiaries, each with what their record lacks; the contact. */
export default function AwardPassengersPage() {
  return <MembersOnly>{(profile) => <Passengers profile={profile} />}</MembersOnly>;
}

function Passengers({ profile }: { profile: ClubProfile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const flow = usePointsBooking();
  const { state, send } = flow;
  const { travellers, selected, search } = state.context;
  const [contact, setContact] = useState({ name: `${profile.lastName} ${profile.firstName}`.trim(), email: profile.email ?? '', areaCode: defaultAreaCode(locale, profile), mobile: profile.mobile ?? '' });
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const contactEtdz = { name: contact.name, email: contact.email, contactPhone: { areaCode: contact.areaCode, mobile: contact.mobile } };
  if (state.matches({ passengers: 'loading' })) return <Loading />;
  if (state.matches({ passengers: 'memberIncomplete' }))
    return (
      <div className="page">
        <Card title={t('awardPassengers.incompleteTitle')}>
          <p role="alert" data-testid="member-incomplete">
            {t('awardPassengers.memberMissing', { items: (travellers?.find((p) => p.kind === 'MEMBER')?.missing ?? []).map((m) => t(`awardPassengers.missing.${m}`)).join(t('awardPassengers.and')) })}
          </p>
          <Link className="button primary" to="/pagesMy/pages/passenger/pointsAdd">
            {t('awardPassengers.complete')}
          </Link>
          <Button onPress={() => send({ type: 'travellers.reload' })}>{t('awardPassengers.reload')}</Button>
        </Card>
      </div>
    );
  const counts = search?.passengers;
  return (
    <div className="page">
      <Card title={t('awardPassengers.whoFlies')}>
        {counts && <p className="muted">{t('awardPassengers.choose', { adult: counts.adult, child: counts.child, infant: counts.infant })}</p>}
        {travellers?.map((p) => (
          <div key={passengerKey(p)} data-testid={`traveller-${passengerKey(p)}`}>
            <Checkbox isSelected={selected.includes(passengerKey(p))} isDisabled={!mayFly(p) || !state.can({ type: 'traveller.toggle', key: passengerKey(p) })} onChange={() => send({ type: 'traveller.toggle', key: passengerKey(p) })}>
              {travellerLabel(t, p)}
            </Checkbox>
            {p.missing.length > 0 && <p className="muted">{t('awardPassengers.lacks', { items: p.missing.map((m) => t(`awardPassengers.missing.${m}`)).join(t('awardPassengers.and')) })}</p>}
          </div>
        ))}
        <p>
          <Link to="/pagesMy/pages/passenger/jpConditions">{t('awardPassengers.whoMayFly')}</Link>
        </p>
      </Card>
      <Card title={t('awardPassengers.contact')}>
        <TextField label={t('awardPassengers.contactName')} value={contact.name} onChange={(name) => setContact({ ...contact, name })} />
        <TextField label={t('awardPassengers.email')} value={contact.email} onChange={(email) => setContact({ ...contact, email })} />
        <TextField label={t('awardPassengers.areaCode')} value={contact.areaCode} onChange={(areaCode) => setContact({ ...contact, areaCode })} />
        <TextField label={t('awardPassengers.mobile')} value={contact.mobile} onChange={(mobile) => setContact({ ...contact, mobile })} />
      </Card>
      <Checkbox name="consent" isSelected={consent} onChange={setConsent}>
        {t('book.consent')}
      </Checkbox>
      {consentMissing && !consent && <p className="field-error">{t('book.consentRequired')}</p>}
      <PrivacyLink />
      <AwardFailure flow={flow} />
      <BottomBar label={t('awardPassengers.whoFlies')} total="">
        <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
          {t('common.back')}
        </Button>
        <Button
          variant="primary"
          busy={state.hasTag('busy')}
          isDisabled={!state.can({ type: 'passengers.submit', contact: contactEtdz, privacyConsent: consent })}
          onPress={() => (consent ? send({ type: 'passengers.submit', contact: contactEtdz, privacyConsent: true }) : setConsentMissing(true))}
        >
          {t('award.continue')}
        </Button>
      </BottomBar>
    </div>
  );
}
