import type { BookingContact, BookingPassenger } from '../../services/schemas/offer';
import type { OrderRow } from '../repositories/orders';
import type { Store } from '../repositories/store';
import { translate, type Language } from '../i18n';
import { itineraryOf } from './changes/order-legs';
import { localeOf, sendMessage } from './messages';

/**
 * What a notice tells a traveller of (its texts are `tripNotice.<kind>.title` and `.body` in the
 * locales): a flight order placed, a payment declined, an unpaid order cancelled or expired, a
 * booking paid and ticketed or another order paid, and each move of its coupons
 * (server/domain/coupons/coupons.ts) but the start of a date change, and a flight retimed.
 */
export type NoticeKind =
  | 'orderPlaced'
  | 'paymentFailed'
  | 'orderCancelled'
  | 'orderExpired'
  | 'bookingTicketed'
  | 'orderPaid'
  | 'checkedIn'
  | 'checkInCancelled'
  | 'refundAsked'
  | 'refundPaid'
  | 'changeDropped'
  | 'changePaid'
  | 'flightCancelled'
  | 'rebooked'
  | 'flightRetimed';

/** Disruptions also go by SMS to the booking's contact. */
const BY_SMS: readonly NoticeKind[] = ['flightCancelled', 'flightRetimed'];
const SEND_BATCH = 50;

/** The names of some of the order's passengers, and the flight numbers of some of its segments, as a notice names them. */
export function whoAndWhich(order: OrderRow, passengerIndexes: number[], segmentIndexes: number[]): Record<string, string> {
  const passengers = order.passengers as BookingPassenger[];
  const segments = itineraryOf(order).segments;
  return {
    passengers: [...new Set(passengerIndexes)].map((i) => `${passengers[i]!.lastName} ${passengers[i]!.firstName}`).join(', '),
    flights: [...new Set(segmentIndexes)].map((i) => segments[i]!.flightNo).join(', '),
  };
}

/**
 * Writes a notice of `kind` about the order in the caller's transaction, so it is sent if and only
 * if the change commits; `key` names what it tells of, and a second notice with the same key is not
 * written (a retried request, a job run twice).
 */
export async function queueNotice(tx: Store, kind: NoticeKind, order: OrderRow, key: string, params: Record<string, string>, now: Date): Promise<void> {
  await tx.notices.queue({ key, kind, orderId: order.id, params: { orderNo: order.orderNo, pnr: order.pnr ?? '', orderId: String(order.id), ...params }, createdAt: now });
}

/**
 * Sends the notices waiting, oldest first: each to the traveller's message centre (in every
 * language) and by e-mail to the order's contact in the language they booked in, disruptions also by
 * SMS. A notice is marked sent in the transaction that sends it, and another process sending at the
 * same time skips the notices this one holds, so each is sent once.
 */
export async function sendNotices(store: Store, now: Date): Promise<number> {
  return store.transaction(async (tx) => {
    const due = await tx.notices.unsent(SEND_BATCH);
    for (const notice of due) {
      const order = (await tx.orders.byId(notice.orderId))!;
      const key = `tripNotice.${notice.kind}`;
      if (order.userId !== null) await sendMessage(tx, order.userId, key, notice.params, now);
      const locale = localeOf[order.language as Language] ?? localeOf.en;
      const text = (part: string) => translate(locale, `${key}.${part}`, notice.params);
      const contact = order.contact as BookingContact;
      if (contact.email) await tx.outbox.add({ channel: 'email', recipient: contact.email, subject: text('title'), body: text('body'), createdAt: now });
      if (BY_SMS.includes(notice.kind as NoticeKind)) await tx.outbox.add({ channel: 'sms', recipient: `${contact.areaCode}-${contact.mobile}`, subject: text('title'), body: text('body'), createdAt: now });
    }
    await tx.notices.markSent(
      due.map((n) => n.id),
      now,
    );
    return due.length;
  });
}
