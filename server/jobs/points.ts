import { creditClaims } from '../domain/club/claims';
import { earnFlownTickets } from '../domain/club/earning';
import { expirePoints } from '../domain/club/expiry';
import type { Job } from './job';

/** Flown cash tickets of club members earn their points, once per ticket. */
export const earnPoints: Job = { name: 'earnPoints', everyMs: 3_600_000, run: ({ store }, now) => earnFlownTickets(store, now) };

/** What is left of credits past their expiry goes, once per credit. */
export const expireCredits: Job = { name: 'expirePoints', everyMs: 3_600_000, run: ({ store }, now) => expirePoints(store, now) };

/** Missing-points claims due are credited, once per claim. */
export const creditPointsClaims: Job = { name: 'creditPointsClaims', everyMs: 3_600_000, run: ({ store }, now) => creditClaims(store, now) };
