import { issueRebates } from '../domain/flash-sale';
import type { Job } from './job';

/** Flash Sale tickets flown give their member vouchers worth half the net fare, once per ticket. */
export const flashSaleRebate: Job = { name: 'flashSaleRebate', everyMs: 3_600_000, run: ({ store }, now) => issueRebates(store, now) };
