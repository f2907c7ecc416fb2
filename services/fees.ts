import { checkInFeeSchema, manageFeeSchema } from './schemas/fees';
import { request } from './http';

/** The fee variants of /processing/fee/match (spec section 7, "Fees"): the refund's is `matchFee` (services/refund.ts), the date change's `changeFees` (services/date-change.ts). */
const FEE_MATCH = '/dsb-order/api/v1/processing/fee/match';

/** What checking in on the trip can cost now: seats by type and extra baggage, for each segment its passengers can still check in on. */
export const checkInFees = (orderId: number, signal?: AbortSignal) => request(`${FEE_MATCH}/checkin`, { schema: checkInFeeSchema, json: { orderId }, signal });
/** Manage-my-booking: each passenger's refund and date change now, whether each is open, and the legs' change fees. */
export const manageFees = (orderId: number, signal?: AbortSignal) => request(`${FEE_MATCH}/mmb`, { schema: manageFeeSchema, json: { orderId }, signal });
