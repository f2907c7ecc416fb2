import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPoints } from '../../app/format';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DialogTrigger, Sheet } from '../../ui/Sheet';
import { TextField } from '../../ui/TextField';
import { passengerKey, type FareRule } from '../../../machines/points-booking.machine';
import { ContactCheck, ReadTerms, TravelDocuments } from '../../pagesBook/ReviewChecks';
import { AwardFailure, ChosenLegs } from './parts';
import { travellerLabel, travellerName } from './fill-passenger';
import { usePointsBooking } from './points-booking-actor';

/** The review: the legs, who flies, the points and the taxes, the redemption password and the order. */
export default function AwardReviewPage() {
  const { t } = useTranslation();
  const flow = usePointsBooking();
  const { state, send } = flow;
  const { legs, price, password, travellers, selected, contact, rules } = state.context;
  if (!price) return null;
  const flying = selected.flatMap((key) => travellers?.filter((p) => passengerKey(p) === key) ?? []);
  return (
    <div className="page">
      <Card title={t('award.reviewTitle')}>
        <ChosenLegs legs={legs} />
      </Card>
      <Card title={t('awardPassengers.whoFlies')}>
        <ul className="award-flying">
          {flying.map((p) => (
            <li key={passengerKey(p)} data-testid="award-flying">
              {travellerLabel(t, p)}
            </li>
          ))}
        </ul>
      </Card>
      <TravelDocuments people={flying.map((p) => ({ name: travellerName(p), certType: p.certType, certNo: p.certNoMasked, expiry: p.expireDate }))} />
      {contact && <ContactCheck name={contact.name} email={contact.email} {...contact.contactPhone} />}
      <Card title={t('award.toPay')}>
        <p className="award-points" data-testid="award-total-points">
          {t('award.points', { points: formatPoints(price.points) })}
        </p>
        <p data-testid="award-taxes">{t('award.taxes', { amount: formatMoney(price.tax, price.currency) })}</p>
        <p className="muted">{t('award.pointsEach', { adult: formatPoints(price.pointsPerAdult), child: formatPoints(price.pointsPerChild) })}</p>
      </Card>
      {state.matches('insufficientPoints') && (
        <p className="form-error" role="alert" data-testid="award-insufficient">
          {t('award.insufficient', { adult: formatPoints(price.pointsPerAdult), child: formatPoints(price.pointsPerChild) })}
        </p>
      )}
      {!state.matches('insufficientPoints') && <AwardFailure flow={flow} />}
      {state.matches('review') && (
        <Card title={t('award.passwordTitle')}>
          <TextField
            label={t('award.password')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={password}
            onChange={(value) => send({ type: 'password.change', password: value })}
          />
        </Card>
      )}
      <ReadTerms rules={<AwardRules rules={rules ?? []} />} />
      <BottomBar label={t('award.toPay')} total={t('award.points', { points: formatPoints(price.points) })}>
        <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
          {t('common.back')}
        </Button>
        <Button variant="primary" busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'order.confirm' })} onPress={() => send({ type: 'order.confirm' })}>
          {t('award.confirmOrder')}
        </Button>
      </BottomBar>
    </div>
  );
}

/** The award rules accepted before, opened again in a sheet from the line before the order. */
function AwardRules({ rules, children }: { rules: FareRule[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button variant="link" className="ui-link">
        {children}
      </Button>
      <Sheet title={t('award.rulesTitle')} actions={<Button slot="close">{t('common.close')}</Button>}>
        {rules.map((rule) => (
          <section key={rule.brand}>
            <h3>{t(`award.brands.${rule.brand}`, { defaultValue: rule.brand })}</h3>
            <ul>
              {rule.rules.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
      </Sheet>
    </DialogTrigger>
  );
}
