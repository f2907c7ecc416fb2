import * as z from 'zod/mini';
import { reschedulePageSchema, type RescheduleKind } from './schemas/reschedule';
import { request } from './http';

/** The reschedule service's own list (spec section 7, "Reschedule"): date changes and refunds together. */
const RESCHEDULE = '/dsb-order/api/v1/order/reschedule';

/** A reschedule is named by its kind and its change's or refund's own id (see services/schemas/reschedule.ts). */
const named = (path: 'cancel' | 'delete', kind: RescheduleKind, id: number) => `${RESCHEDULE}/${path}/${id}?${new URLSearchParams({ kind })}`;

/** The user's date changes and refunds, newest first, a page at a time. */
export const reschedulePage = (pageNum: number, pageSize: number, signal?: AbortSignal) => request(`${RESCHEDULE}/page`, { schema: reschedulePageSchema, json: { pageNum, pageSize }, signal });
/** Cancels a date change waiting for payment (a refund, once submitted, is not withdrawn). */
export const cancelReschedule = (kind: RescheduleKind, id: number, signal?: AbortSignal) => request(named('cancel', kind, id), { schema: z.null(), method: 'GET', signal });
/** Removes a finished change or refund from the list. */
export const deleteReschedule = (kind: RescheduleKind, id: number, signal?: AbortSignal) => request(named('delete', kind, id), { schema: z.null(), method: 'GET', signal });
