import { useTranslation } from 'react-i18next';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { AwardFailure } from './parts';
import { usePointsBooking } from './points-booking-actor';

/** The award rules: change and refund, who may fly, the points; accepted before the passengers are confirmed. */
export default function AwardRulesPage() {
  const { t } = useTranslation();
  const flow = usePointsBooking();
  const { state, send } = flow;
  return (
    <div className="page">
      <Card title={t('award.rulesTitle')}>
        <ul>
          <li>{t('award.ruleWhoFlies')}</li>
          <li>{t('award.ruleRedeem')}</li>
          <li>{t('award.rulePoints')}</li>
          <li>{t('award.ruleChange')}</li>
        </ul>
      </Card>
      {state.context.rules?.map((rule) => (
        <Card key={rule.brand} title={t(`award.brands.${rule.brand}`, { defaultValue: rule.brand })}>
          <ul>
            {rule.rules.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
      ))}
      <AwardFailure flow={flow} />
      <BottomBar label={t('award.rulesTitle')} total="">
        <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
          {t('common.back')}
        </Button>
        <Button variant="primary" busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'rules.accept' })} onPress={() => send({ type: 'rules.accept' })}>
          {t('award.acceptRules')}
        </Button>
      </BottomBar>
    </div>
  );
}
