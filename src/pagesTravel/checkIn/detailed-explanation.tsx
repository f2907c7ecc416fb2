import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { useCheckIn } from './check-in-actor';

import './check-in.css';
import { StepBar, StepFailure } from '../../components/flow-steps';

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
      <StepFailure flow={flow} />
      <StepBar flow={flow} label={t('checkIn.title')} />
    </div>
  );
}
