import { sendFlightNotices } from '../domain/flight-status/notices';
import type { Job } from './job';

/** Followers of a flight hear of its delay, gate change or cancellation in the message centre, once each. */
export const flightNotices: Job = { name: 'flightNotices', everyMs: 60_000, run: ({ store }, now) => sendFlightNotices(store, now) };
