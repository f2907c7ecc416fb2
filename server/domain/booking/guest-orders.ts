import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import { codes } from '../../../services/schemas/codes';
import type { BookingContact, BookingPassenger } from '../../../services/schemas/offer';
import type { GuestOrderAccess, guestOrderLookupSchema, guestOrderVerifyRequestSchema } from '../../../services/schemas/order';
import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { hashToken } from '../sessions';
import { emailRecipient, sendCode, withCode, type CodeTarget } from '../verification';

/** A guest's token reaches its order this long: the payment, the result, a look at the order found again. */
export const GUEST_TOKEN_TTL_MS = 24 * 3_600_000;

type Lookup = z.infer<typeof guestOrderLookupSchema>;
type Verify = z.infer<typeof guestOrderVerifyRequestSchema>;

/** One answer for an unknown booking reference and a wrong last name: neither says whether the booking exists. */
const noMatch = () => new DomainError(codes.orderNotFound, 'errors.guestOrderNoMatch');

/** A token that reaches this one order, until it expires or a user claims the order. */
export async function issueGuestToken(store: Store, orderId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.guestTokens.create({ tokenHash: hashToken(token), orderId, createdAt: now, expiresAt: new Date(now.getTime() + GUEST_TOKEN_TTL_MS) });
  return token;
}

/** The guest order of this booking reference that a passenger of this last name flies on. */
async function guestOrderOf(store: Store, { pnr, lastName }: Lookup): Promise<OrderRow> {
  const order = await store.orders.findGuestByPnr(pnr);
  const sameName = (p: BookingPassenger) => p.lastName.replace(/\s+/g, '') === lastName;
  if (!order || !(order.passengers as BookingPassenger[]).some(sameName)) throw noMatch();
  return order;
}

/** The order's contact e-mail receives the codes that open it. */
const codeTargetOf = (order: OrderRow): CodeTarget => ({ channel: 'email', recipient: emailRecipient((order.contact as BookingContact).email), purpose: 'guestOrder' });

/** 'c***@example.com': enough for the guest to know which mailbox to look in. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/** Sends a code to the contact e-mail of the guest order the booking reference and last name find. */
export async function sendGuestOrderCode(store: Store, lookup: Lookup, now: Date, locale: string) {
  const target = codeTargetOf(await guestOrderOf(store, lookup));
  return { ...(await sendCode(store, target, now, locale)), email: maskEmail(target.recipient) };
}

/** With the e-mailed code, a token for the guest order. */
export async function openGuestOrder(store: Store, request: Verify, now: Date): Promise<GuestOrderAccess> {
  const order = await guestOrderOf(store, request);
  return withCode(store, codeTargetOf(order), request.code, now, async (tx) => ({ orderId: order.id, guestToken: await issueGuestToken(tx, order.id, now) }));
}

/** With the e-mailed code, the guest order becomes the user's (its guest tokens reach it no more); an order with an owner stays theirs. */
export async function claimGuestOrder(store: Store, userId: number, request: Verify, now: Date): Promise<{ orderId: number }> {
  const order = await guestOrderOf(store, request);
  return withCode(store, codeTargetOf(order), request.code, now, async (tx) => {
    if (!(await tx.orders.claim(order.id, userId))) throw new DomainError(codes.orderStateInvalid, 'errors.guestOrderClaimed');
    return { orderId: order.id };
  });
}
