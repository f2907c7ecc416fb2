import { useTranslation } from 'react-i18next';
import type { AwardChosenLeg, AwardFlightOption } from '../../../services/schemas/points-booking';
import { useErrorText } from '../../app/hooks';
import { StepFailure } from '../../components/flow-steps';
import type { PointsBookingFlow } from './points-booking-actor';
import './award.css';
import { formatDateTime } from '../../app/format';

/** Points as the club writes them: grouped thousands. */

/** A flight's segments on one line each: number, route and times. */
export function FlightLines({ option }: { option: AwardFlightOption }) {
  return (
    <ul className="award-flight">
      {option.segments.map((s) => (
        <li key={s.flightNo}>
          <strong>{s.flightNo}</strong> {s.depAirport} {formatDateTime(s.depLocal)} → {s.arrAirport} {formatDateTime(s.arrLocal)}
        </li>
      ))}
    </ul>
  );
}

/** The legs chosen so far with their award brand. */
export function ChosenLegs({ legs }: { legs: AwardChosenLeg[] }) {
  const { t } = useTranslation();
  return (
    <>
      {legs.map((leg, i) => (
        <div key={i} className="award-leg">
          <h3>{t(i === 0 ? 'award.outbound' : 'award.return')}</h3>
          <FlightLines option={leg.option} />
          <p>{t(`award.brands.${leg.brand.brand}`)}</p>
        </div>
      ))}
    </>
  );
}

/** The failure of the step, with Retry; or a refusal the flow keeps (a stale page, the points, the password) without one. */
export function AwardFailure({ flow }: { flow: PointsBookingFlow }) {
  const errorText = useErrorText();
  const { state } = flow;
  if (state.hasTag('failed')) return <StepFailure flow={flow} />;
  if (!state.context.error) return null;
  return (
    <p className="form-error" role="alert" data-testid="award-refusal">
      {errorText(state.context.error)}
    </p>
  );
}
