import * as z from 'zod/mini';
import { currencySchema } from './offer';
import { idParam, pageOf } from './system';

/**
 * The reschedule service's own list (spec section 7, "Reschedule": POST /page, GET /cancel/{id},
 * GET /delete/{id}): the caller's date changes and refunds together, newest first.
 *
 * The id space: a change and a refund are numbered apart (each its own table's id), so an id alone
 * could name either. Every record of the list therefore carries its `kind` beside its `id`, and
 * cancel and delete take both: `{id}` in the path is that change's or refund's own id (the same id
 * `/change/detail?changeId` and `/refund/detail?refundId` take) and the `kind` query says which it
 * is, for example `GET /cancel/12?kind=CHANGE`. Without a kind, or with another, the call is refused
 * (A0400) before anything is looked up.
 */
export const rescheduleKinds = ['CHANGE', 'REFUND'] as const;
export type RescheduleKind = (typeof rescheduleKinds)[number];

/**
 * A change is UNPAID while its new order waits for payment, then COMPLETED, or CANCELLED when that
 * order closed unpaid; a refund is IN_PROGRESS until its money is back, then COMPLETED.
 */
export const rescheduleStatuses = ['UNPAID', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type RescheduleStatus = (typeof rescheduleStatuses)[number];
/** The statuses a reschedule is finished in: it may be removed from the list, not cancelled. */
export const finishedRescheduleStatuses: readonly RescheduleStatus[] = ['COMPLETED', 'CANCELLED'];

export const rescheduleSchema = z.object({
  /** The change's or the refund's own id: with `kind`, what cancel and delete take. */
  id: z.number(),
  kind: z.enum(rescheduleKinds),
  /** The change's or the refund's number (changeNo, refundNo). */
  number: z.string(),
  status: z.enum(rescheduleStatuses),
  /** The order changed or refunded, and its booking reference. */
  orderId: z.number(),
  orderNo: z.string(),
  pnr: z.nullable(z.string()),
  /** A change's new order (paid to complete it); null for a refund. */
  newOrderId: z.nullable(z.number()),
  /** The passengers it moves or refunds, in their order's places. */
  passengers: z.array(z.object({ psgId: z.number(), lastName: z.string(), firstName: z.string() })),
  currency: currencySchema,
  /** What a change costs, or what a refund gives back. */
  amount: z.number(),
  createdAt: z.string(),
});
export type Reschedule = z.infer<typeof rescheduleSchema>;
export const reschedulePageSchema = pageOf(rescheduleSchema);
export type ReschedulePage = z.infer<typeof reschedulePageSchema>;

/** GET /cancel/{id} and /delete/{id}: the id in the path, the kind in the query (see above). */
export const rescheduleIdParamsSchema = z.object({ id: idParam() });
export const rescheduleKindQuerySchema = z.object({ kind: z.enum(rescheduleKinds, 'validation.rescheduleKind') });
