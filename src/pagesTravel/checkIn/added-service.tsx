import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { useCheckIn } from './check-in-actor';

import './check-in.css';
import { StepBar, StepFailure } from '../../components/flow-steps';

/** Added service: the baggage allowance and the dangerous goods notice, acknowledged before the details. */
export default function AddedServicePage() {
  const { t } = useTranslation();
  const flow = useCheckIn();
  const { state, send } = flow;
  return (
    <div className="checkin">
      <Card title={t('checkIn.luggageTitle')} action={<Button onPress={() => send({ type: 'luggage.open' })} isDisabled={!state.can({ type: 'luggage.open' })}>{t('checkIn.viewLuggage')}</Button>}>
        <p className="muted">{t('checkIn.luggageHint')}</p>
      </Card>
      <Card title={t('checkIn.dangerousTitle')}>
        <p>{t('checkIn.dangerousBody')}</p>
        <Checkbox isSelected={state.context.dangerousGoods} onChange={() => send({ type: 'dangerous.toggle' })}>
          {t('checkIn.dangerousAccept')}
        </Checkbox>
      </Card>
      <StepFailure flow={flow} />
      <StepBar flow={flow} label={t('checkIn.title')} />
    </div>
  );
}
