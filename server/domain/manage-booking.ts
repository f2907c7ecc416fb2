import { codes } from '../../services/schemas/codes';
import type { ManageFee } from '../../services/schemas/fees';
import type { Store } from '../repositories/store';
import { sum, type Currency } from './booking/fares';
import { changeablePassengers, changeFees } from './changes/rules';
import { DomainError } from './errors';
import { matchFee } from './refunds/refunds';

/**
 * POST /processing/fee/match/mmb: manage-my-booking's fees in one answer, for one of the user's issued
 * ticket orders. Each passenger's refund is `matchFee`'s (the refund's own quote: what goes back and
 * whether a coupon keeps them from it, a checked-in passenger for one), the change fee is
 * `changeFees`' (each leg's fee and why it is closed, the flexible fare within 12 hours of departure
 * for one), and who may change is `changeablePassengers`'. Nothing here decides again what those decide.
 */
export async function manageFees(store: Store, orderId: number, userId: number, locale: string, now: Date): Promise<ManageFee> {
  const order = await store.orders.findOwn(orderId, userId);
  if (!order) throw new DomainError(codes.orderNotFound, 'errors.orderNotFound');
  if (order.kind !== 'TICKET' || order.status !== 'ISSUED') throw new DomainError(codes.orderStateInvalid, 'errors.orderNotManageable');
  const [refund, change, { changeable, held }] = await Promise.all([
    matchFee(store, order.id, userId, locale, now),
    changeFees(store, order.id, userId, locale, now),
    changeablePassengers(store, order),
  ]);
  const currency = change.currency as Currency;
  const openLegs = change.legs.filter((l) => l.blocked === null);
  const changeFee = openLegs.length === 0 ? null : sum(openLegs.map((l) => l.changeFee ?? 0), currency);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    currency: change.currency,
    passengers: refund.passengers.map((p) => {
      const mayChange = changeable(p.psgId);
      return {
        psgId: p.psgId,
        type: p.type,
        lastName: p.lastName,
        firstName: p.firstName,
        refund: { open: !p.refunded, status: p.status, paid: p.paid, fee: p.fee, amount: p.amount },
        change: { open: mayChange && changeFee !== null, status: held.get(p.psgId) ?? null, fee: mayChange ? changeFee : null },
      };
    }),
    legs: change.legs,
    rules: [...refund.rules, ...change.rules],
  };
}
