import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { useCheckIn } from './check-in-actor';

import './check-in.css';
import { StepBar } from '../../components/flow-steps';

/** Luggage: each passenger's free and prepaid checked baggage and cabin bags on this flight. */
export default function CheckInLuggagePage() {
  const { t } = useTranslation();
  const flow = useCheckIn();
  const { luggage, passengers } = flow.state.context;
  const nameOf = (psgId: number) => passengers.find((p) => p.psgId === psgId);
  return (
    <div className="checkin">
      {(luggage ?? []).map((l) => (
        <Card key={l.psgId} title={`${nameOf(l.psgId)?.lastName ?? ''} ${nameOf(l.psgId)?.firstName ?? ''}`}>
          <p data-testid="checkin-luggage">{t('checkIn.luggageLine', { freeKg: l.freeKg, prepaidKg: l.prepaidKg, cabinBags: l.cabinBags })}</p>
        </Card>
      ))}
      <StepBar flow={flow} label={t('checkIn.title')} />
    </div>
  );
}
