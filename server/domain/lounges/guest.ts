import { codes } from '../../../services/schemas/codes';
import type { LoungeCodeSent } from '../../../services/schemas/lounge';
import type { Store } from '../../repositories/store';
import { maskEmail } from '../booking/guest-orders';
import { DomainError } from '../errors';
import { checkCode, emailRecipient, sendCode, type CodeTarget } from '../verification';

/** The order's contact e-mail receives the codes that open it; the order number is the key they are sent for. */
const codeTargetOf = (email: string): CodeTarget => ({ channel: 'email', recipient: emailRecipient(email), purpose: 'loungeOrder' });
const contactEmail = (order: { contact: unknown }) => (order.contact as { email: string }).email;

/** Sends a code to the contact e-mail of the VIP order with this number, if it is the e-mail given; one answer for either mismatch. */
export async function sendLoungeOrderCode(store: Store, request: { orderNo: string; email: string }, now: Date, locale: string): Promise<LoungeCodeSent> {
  const row = await store.lounges.orderByNo(request.orderNo);
  if (!row || emailRecipient(contactEmail(row.order)) !== emailRecipient(request.email)) throw new DomainError(codes.loungeOrderNotFound, 'errors.loungeGuestNoMatch');
  const email = contactEmail(row.order);
  return { ...(await sendCode(store, codeTargetOf(email), now, locale)), codeKey: row.order.orderNo, id: row.order.id, email: maskEmail(email) };
}

/** The VIP order a guest opens with the code sent for it: right until it expires, five wrong tries and it opens nothing more. */
export async function guestLoungeOrder(store: Store, id: number, codeKey: string, verifyCode: string, now: Date) {
  const row = await store.lounges.orderByNo(codeKey);
  if (!row || row.order.id !== id || !(await checkCode(store, codeTargetOf(contactEmail(row.order)), verifyCode, now))) {
    throw new DomainError(codes.loungeGuestCodeInvalid, 'errors.loungeGuestCodeInvalid');
  }
  return row;
}
