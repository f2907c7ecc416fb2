import { progressRefunds } from '../domain/refunds/refunds';
import type { Job } from './job';

/** Refunds in progress complete once processed: the money goes back through the payment's provider. */
export const refundProgress: Job = { name: 'refundProgress', everyMs: 60_000, run: ({ store }, now) => progressRefunds(store, now) };
