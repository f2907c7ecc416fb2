import * as z from 'zod/mini';

/**
 * What a notice tells a traveller of (its texts are `tripNotice.<kind>.title` and `.body` in the
 * locales): a flight order placed, a payment declined, an unpaid order cancelled or expired, a
 * booking paid and ticketed or another order paid, and each move of its coupons
 * (server/domain/coupons/coupons.ts) but the start of a date change, and a flight retimed.
 */
export const noticeKinds = [
  'orderPlaced',
  'paymentFailed',
  'orderCancelled',
  'orderExpired',
  'bookingTicketed',
  'orderPaid',
  'checkedIn',
  'checkInCancelled',
  'refundAsked',
  'refundPaid',
  'changeDropped',
  'changePaid',
  'flightCancelled',
  'rebooked',
  'flightRetimed',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** Disruptions: always e-mailed, and sent by SMS too, whatever the traveller's settings say. */
export const disruptionKinds: readonly NoticeKind[] = ['flightCancelled', 'flightRetimed'];

/** One change to one of the traveller's orders, as the trip-changes stream sends it: screens showing the order load it again. */
export const tripChangeSchema = z.object({ id: z.number(), kind: z.enum(noticeKinds), orderId: z.number() });
export type TripChange = z.infer<typeof tripChangeSchema>;

/** The stream resumes after `afterId`, the last change the client had; without it, it sends what changes from now on. */
export const tripChangesQuerySchema = z.object({
  afterId: z.optional(z.coerce.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(0), z.lte(2_147_483_647))),
});

/** The kinds a traveller may stop e-mails of: all but disruptions. */
export const quietableKinds = noticeKinds.filter((k) => !disruptionKinds.includes(k));

/** The traveller's notice settings: each kind, whether it is e-mailed, and whether that can be turned off (not for disruptions, which also go by SMS). */
export const noticeSettingsSchema = z.object({
  kinds: z.array(z.object({ kind: z.enum(noticeKinds), email: z.boolean(), sms: z.boolean(), locked: z.boolean() })),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

/** The kinds the traveller wants no e-mail of; a disruption is refused (it is always sent). */
export const saveNoticeSettingsRequestSchema = z.object({
  emailsOff: z.array(z.enum(quietableKinds as [NoticeKind, ...NoticeKind[]])).check(z.maxLength(noticeKinds.length)),
});
