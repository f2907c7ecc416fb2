import type { Seen } from '../../repositories/flight-status';
import type { Store } from '../../repositories/store';
import { localTime, referenceLoader } from '../booking/reference';
import { sendMessage } from '../messages';
import { seenOf } from './flight-info';

const DAY_MS = 86_400_000;

/**
 * Tells each follower of a flight what changed since they were last told: a new departure time, a
 * new gate, a cancellation, one message each. It reads the flight as it is (flights, flight_status),
 * whoever changed it. The follow records what was told in the same transaction as the messages and
 * only if no other run recorded it first, so each change is told once.
 */
export async function sendFlightNotices(store: Store, now: Date): Promise<number> {
  const ref = await referenceLoader(store)();
  let sent = 0;
  for (const { follow, flight } of await store.flightStatus.followsSince(new Date(now.getTime() - DAY_MS))) {
    const seen = seenOf(flight, now);
    const notices = changesBetween(follow, seen);
    if (notices.length === 0) continue;
    const params = {
      flightNo: flight.flightNo,
      date: flight.depDate,
      time: localTime(seen.seenDepAt, ref.airports.get(flight.depAirport)?.timeZone ?? 'UTC'),
      gate: seen.seenGate,
    };
    sent += await store.transaction(async (tx) => {
      if (!(await tx.flightStatus.markSeen(follow.id, follow, seen))) return 0;
      for (const key of notices) await sendMessage(tx, follow.userId, key, params, now);
      return notices.length;
    });
  }
  return sent;
}

/** The locale keys of the notices for what changed; a cancelled flight's other changes go unsaid. */
function changesBetween(was: Seen, now: Seen): string[] {
  if (now.seenCancelled) return was.seenCancelled ? [] : ['notices.flightCancelled'];
  const notices: string[] = [];
  if (now.seenDepAt.getTime() !== was.seenDepAt.getTime()) notices.push('notices.flightTimeChanged');
  if (now.seenGate !== was.seenGate) notices.push('notices.flightGateChanged');
  return notices;
}
