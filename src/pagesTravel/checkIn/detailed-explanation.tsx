import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { useCheckIn } from './check-in-actor';
import { CheckInFailure, CheckInStepBar } from './check-in-parts';
import './check-in.css';

/** Detailed explanation: the terms of online check-in, accepted before the seats. */
export default function DetailedExplanationPage() {
  const { t } = useTranslation();
  const flow = useCheckIn();
  const { state, send } = flow;
  return (
    <div className="checkin">
      <Card title={t('checkIn.termsTitle')}>
        <ul className="checkin-terms">
          <li>{t('checkIn.terms.window')}</li>
          <li>{t('checkIn.terms.children')}</li>
          <li>{t('checkIn.terms.documents')}</li>
          <li>{t('checkIn.terms.gate')}</li>
        </ul>
        <Checkbox isSelected={state.context.termsAccepted} onChange={() => send({ type: 'terms.toggle' })}>
          {t('checkIn.acceptTerms')}
        </Checkbox>
      </Card>
      <CheckInFailure flow={flow} />
      <CheckInStepBar flow={flow} />
    </div>
  );
}
