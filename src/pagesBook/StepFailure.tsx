import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { bookingMachine } from '../../machines/booking.machine';
import { Failed } from '../components/Failed';
import { bookingActor } from './booking-actor';

/**
 * The failed call of a booking step, on that step's page: its message and a Retry that sends the
 * call again. `step` is the statechart's step the page belongs to.
 */
export function StepFailure({ step }: { step: Parameters<SnapshotFrom<typeof bookingMachine>['matches']>[0] }) {
  const error = useSelector(bookingActor, (s) => (s.matches(step) && s.hasTag('failed') ? s.context.error : null));
  const canRetry = useSelector(bookingActor, (s) => s.can({ type: 'retry' }));
  if (!error) return null;
  return <Failed error={error} onRetry={() => bookingActor.send({ type: 'retry' })} canRetry={canRetry} />;
}
