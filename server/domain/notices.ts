import type { BookingContact, BookingPassenger } from '../../services/schemas/offer';
import type { OrderRow } from '../repositories/orders';
import type { OutgoingMessage } from '../repositories/outbox';
import type { Store } from '../repositories/store';
import { translate, type Language } from '../i18n';
import { itineraryOf } from './changes/order-legs';
import { localeOf, messageTo } from './messages';
import { TRIP_CHANNEL } from './event-hub';
import { disruptionKinds, noticeKinds, type NoticeKind, type NoticeSettings, type TripChange } from '../../services/schemas/trip-changes';

export type { NoticeKind };

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
export async function queueNotice(tx: Store, kind: NoticeKind, order: Pick<OrderRow, 'id' | 'orderNo' | 'pnr' | 'userId'>, key: string, params: Record<string, string>, now: Date): Promise<void> {
  await tx.notices.queue(
    { key, kind, orderId: order.id, params: { orderNo: order.orderNo, pnr: order.pnr ?? '', orderId: String(order.id), ...params }, createdAt: now },
    // The traveller's open screens hear of it as the change commits (tripChangesAfter).
    order.userId === null ? undefined : { channel: TRIP_CHANNEL, payload: String(order.userId) },
  );
}

const CHANGES_BATCH = 100;

/** What changed on the user's trips after the notice `afterId`, as their open screens follow it: one entry per notice written. */
export async function tripChangesAfter(store: Store, userId: number, afterId: number): Promise<TripChange[]> {
  const rows = await store.notices.ofUserAfter(userId, afterId, CHANGES_BATCH);
  return rows.map((r) => ({ ...r, kind: r.kind as NoticeKind }));
}

/**
 * Sends the notices waiting, oldest first: each to the traveller's message centre (in every
 * language) and by e-mail to the order's contact in the language they booked in, unless the
 * traveller turned e-mails of that kind off; disruptions are always e-mailed, and also sent by SMS. A notice is marked sent in the transaction that sends it, and another process sending at the
 * same time skips the notices this one holds, so each is sent once.
 */
export async function sendNotices(store: Store, now: Date, appOrigin: string): Promise<number> {
  return store.transaction(async (tx) => {
    const due = await tx.notices.unsent(SEND_BATCH);
    if (due.length === 0) return 0;
    // The batch's orders and travellers in one read each, its messages and mails in one write each.
    const orderOf = new Map((await tx.orders.byIds([...new Set(due.map((n) => n.orderId))])).map((o) => [o.id, o]));
    const userIds = [...new Set([...orderOf.values()].flatMap((o) => (o.userId === null ? [] : [o.userId])))];
    const userOf = new Map((await tx.users.findAll(userIds)).map((u) => [u.id, u]));
    const messages: ReturnType<typeof messageTo>[] = [];
    const mails: OutgoingMessage[] = [];
    for (const notice of due) {
      const order = orderOf.get(notice.orderId)!;
      const key = `tripNotice.${notice.kind}`;
      if (order.userId !== null) messages.push(messageTo(order.userId, key, notice.params, now));
      const locale = localeOf[order.language as Language] ?? localeOf.en;
      const text = (part: string) => translate(locale, `${key}.${part}`, notice.params);
      // The traveller's order in the app; a guest's is found by its booking reference.
      const url = order.userId === null ? `${appOrigin}/pagesMy/pages/addOnService/visitorIndex?pnr=${order.pnr ?? ''}` : `${appOrigin}/pagesMy/pages/order/detail?orderId=${order.id}`;
      const mailBody = `${text('body')}\n\n${translate(locale, 'tripNotice.link', { url })}`;
      const contact = order.contact as BookingContact;
      const disruption = disruptionKinds.includes(notice.kind as NoticeKind);
      const emailOff = !disruption && order.userId !== null && userOf.get(order.userId)?.noticeEmailsOff.includes(notice.kind);
      if (contact.email && !emailOff) mails.push({ channel: 'email', recipient: contact.email, subject: text('title'), body: mailBody, createdAt: now });
      if (disruption) mails.push({ channel: 'sms', recipient: `${contact.areaCode}-${contact.mobile}`, subject: text('title'), body: text('body'), createdAt: now });
    }
    await tx.messages.create(messages);
    await tx.outbox.addAll(mails);
    await tx.notices.markSent(
      due.map((n) => n.id),
      now,
    );
    return due.length;
  });
}

/** Each notice kind, whether the traveller gets its e-mail, and whether it goes by SMS; disruptions cannot be turned off. */
export async function noticeSettings(store: Store, userId: number): Promise<NoticeSettings> {
  const user = (await store.users.find(userId))!;
  return {
    kinds: noticeKinds.map((kind) => {
      const locked = disruptionKinds.includes(kind);
      return { kind, email: locked || !user.noticeEmailsOff.includes(kind), sms: locked, locked };
    }),
  };
}

export async function saveNoticeSettings(store: Store, userId: number, emailsOff: NoticeKind[]): Promise<NoticeSettings> {
  await store.users.update(userId, { noticeEmailsOff: [...new Set(emailsOff)] });
  return noticeSettings(store, userId);
}
