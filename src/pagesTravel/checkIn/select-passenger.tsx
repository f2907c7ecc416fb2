import { useTranslation } from 'react-i18next';
import { choosable, passengerChoiceProblem } from '../../../machines/check-in.machine';
import { FormError } from '../../components/FormError';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { useCheckIn } from './check-in-actor';
import { SegmentLine } from './check-in-parts';
import './check-in.css';
import { StepBar, StepFailure } from '../../components/flow-steps';

/** Select passenger: who checks in now; an infant and its guardian go to the counter, a passenger checked in already is shown so. */
export default function SelectPassengerPage() {
  const { t } = useTranslation();
  const flow = useCheckIn();
  const { state, send } = flow;
  const { segment, passengers, selected } = state.context;
  const problem = selected.length > 0 ? passengerChoiceProblem(state.context) : null;
  return (
    <div className="checkin">
      {segment && <SegmentLine segment={segment} />}
      <Card title={t('checkIn.choosePassengers')}>
        {passengers.map((p) => (
          <div key={p.psgId} className="checkin-row" data-testid="checkin-passenger">
            <Checkbox isSelected={selected.includes(p.psgId)} isDisabled={!choosable(p)} onChange={() => send({ type: 'passenger.toggle', psgId: p.psgId })}>
              {p.lastName} {p.firstName} <span className="tag">{t(`book.type.${p.type}`)}</span>
              {p.blocked && <span className="tag warn">{t(`checkIn.blocked.${p.blocked}`)}</span>}
              {p.seatNo && <span className="tag">{p.seatNo}</span>}
            </Checkbox>
          </div>
        ))}
        <FormError message={problem && t(problem)} />
      </Card>
      <StepFailure flow={flow} />
      <StepBar flow={flow} label={t('checkIn.title')} />
    </div>
  );
}
