import { expireOrders } from '../domain/booking/orders';
import { pruneTransitions } from '../domain/flows/funnel';
import { pruneExpiredRows } from '../domain/expired-rows';
import { expireCards } from '../domain/redeem-cards/cards';
import { expireLoungeVouchers } from '../domain/lounges/vouchers';
import { sendNotices } from '../domain/notices';
import { sendSaleReminders } from '../domain/travel-pass/packages';
import type { RouteDeps } from '../deps';
import { flashSaleRebate } from './flash-sale-rebate';
import { flightNotices } from './flight-notices';
import type { Job } from './job';
import { refundProgress } from './refund-progress';
import { creditPointsClaims, earnPoints, expireCredits } from './points';

/** Every scheduled job of the server. */
export const jobs: Job[] = [
  // Unpaid orders past their payment deadline give their seats back.
  { name: 'expireOrders', everyMs: 15_000, run: ({ store }, now) => expireOrders(store, now) },
  // The funnel forgets transitions older than it can show.
  { name: 'pruneTransitions', everyMs: 3_600_000, run: ({ store }, now) => pruneTransitions(store, now) },
  // Booking and login sessions, codes, rate-limit and unknown-login counts no longer of use are deleted.
  { name: 'pruneExpiredRows', everyMs: 3_600_000, run: ({ store }, now) => pruneExpiredRows(store, now) },
  // Redeem cards past their usage deadline expire.
  { name: 'expireRedeemCards', everyMs: 3_600_000, run: ({ store }, now) => expireCards(store, now) },
  // Lounge and meet-and-greet vouchers past their validity expire.
  { name: 'expireLoungeVouchers', everyMs: 3_600_000, run: ({ store }, now) => expireLoungeVouchers(store, now) },
  // Notices of what happened to an order (paid, checked in, refunded, changed, disrupted) go out once each.
  { name: 'sendNotices', everyMs: 5_000, run: ({ store, config }, now) => sendNotices(store, now, config.appOrigin) },
  // Who asked to hear when a Travel Pass package goes on sale hears it once it has.
  { name: 'travelPassReminders', everyMs: 60_000, run: ({ store }, now) => sendSaleReminders(store, now) },
  refundProgress,
  flashSaleRebate,
  flightNotices,
  earnPoints,
  expireCredits,
  creditPointsClaims,
];

/** Runs every job once at the clock's time (the development clock does so each time it moves). */
export async function runAllJobs(deps: RouteDeps): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const job of jobs) done[job.name] = await job.run(deps, deps.clock.now());
  return done;
}
