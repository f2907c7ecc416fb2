import type { PlantedBug } from './planted-bug';

const apiTests = ['tests/api/coupons.test.ts'];

/** Mistakes in the server's coupon statuses and notices (server/domain/coupons, server/domain/notices), judged by their API tests. */
export const couponBugs: PlantedBug[] = [
  {
    id: 'coupon-refund-paid-not-moved',
    machine: 'coupons',
    kind: 'status not moved',
    says: 'a refund paid back leaves its ticket showing "Refund in progress" on every screen',
    file: 'server/domain/refunds/refunds.ts',
    find: "      await moveCoupons(tx, 'refundPaid', { orderId: refund.orderId, passengerIndexes }, now);\n",
    replace: '',
    apiTests,
  },
  {
    id: 'coupon-check-in-not-moved',
    machine: 'coupons',
    kind: 'status not moved',
    says: 'a passenger checked in still shows as issued, and may be refunded while checked in',
    file: 'server/domain/check-in/steps.ts',
    find: "        await moveCoupons(tx, 'checkedIn', { orderId: order.id, passengerIndexes: chosen, segmentIndex }, now);\n",
    replace: '',
    apiTests,
  },
  {
    id: 'coupon-cancelled-flight-still-open',
    machine: 'coupons',
    kind: 'status not moved',
    says: "a flight the airline cancelled leaves its tickets open: check-in is offered and the rebooking finds nothing to rebook",
    file: 'server/domain/schedule-changes/operations.ts',
    find: "      await moveCoupons(tx, 'flightCancelled', { orderId: order.id, segmentIndex }, now);\n",
    replace: '',
    apiTests,
  },
  {
    id: 'notice-not-marked-sent',
    machine: 'coupons',
    kind: 'sent twice',
    says: 'every run of the notice job sends every notice again: the traveller gets the same e-mail every 5 seconds',
    file: 'server/domain/notices.ts',
    find: '    await tx.notices.markSent(\n      due.map((n) => n.id),\n      now,\n    );\n',
    replace: '',
    apiTests,
  },
];
