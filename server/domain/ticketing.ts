import { randomInt } from 'node:crypto';
import type { Store } from '../repositories/store';
import { isUniqueViolation } from '../repositories/unique-violation';
import { completeChange, placesReleasedBy } from './changes/settle';
import { completeAddOnOrder } from './emd/add-ons';
import { spendHeldPoints } from './club/points';
import { queueNotice } from './notices';
import { spendCardUse } from './redeem-cards/uses';
import { issueLoungeVouchers } from './lounges/vouchers';
import { issuePasses, spendPassUse } from './travel-pass/uses';

/** Letters and digits that cannot be misread: no I, O, 0 or 1. */
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const AIRLINE_PREFIX = '851';

export const newPnr = () => Array.from({ length: 6 }, () => PNR_ALPHABET[randomInt(PNR_ALPHABET.length)]).join('');
export const newTicketNo = () => AIRLINE_PREFIX + String(randomInt(10_000_000_000)).padStart(10, '0');

type ChangeMade = Awaited<ReturnType<Store['changes']['madeOrder']>>;

/** The order a date change made keeps its trip's booking reference; a new booking gets one no other booking has. */
async function bookingReferenceOf(tx: Store, orderId: number, changed: ChangeMade | undefined): Promise<string> {
  if (changed) {
    const { pnr } = (await tx.orders.byId(changed.change.orderId))!;
    await tx.orders.carryPnr(orderId, pnr!);
    return pnr!;
  }
  for (;;) {
    try {
      const pnr = newPnr();
      await tx.orders.setPnr(orderId, pnr);
      return pnr;
    } catch (error) {
      // Taken by another booking: only its savepoint failed; try another.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Tickets an unpaid order before its deadline: its held seats become sold, it gets a PNR and one
 * ticket per passenger per segment (and a date change it was made by completes); an add-on order gets
 * no tickets, its seats are sold; a lounge order gets its vouchers, a Travel Pass order its passes. However
 * often it is called at once, only one call issues the order; it answers true, every other call false.
 */
export async function issueOrder(store: Store, orderId: number, now: Date): Promise<boolean> {
  return store.transaction(async (tx) => {
    const order = await tx.orders.markIssued(orderId, now);
    if (!order) return false;
    // An award order's held points are spent with the payment of its taxes.
    await spendHeldPoints(tx, order, now);
    if (order.kind !== 'TICKET') await queueNotice(tx, 'orderPaid', order, `paid:${order.id}`, {}, now);
    if (order.kind === 'EMD') {
      await completeAddOnOrder(tx, order);
      return true;
    }
    if (order.kind === 'VIP') {
      await issueLoungeVouchers(tx, order, now);
      return true;
    }
    if (order.kind === 'PASS') {
      await issuePasses(tx, order, now);
      return true;
    }

    // Always the same order of rows, so two issuings sharing flights cannot deadlock; an order a date
    // change made gives the old flights' places back in the same pass.
    const moves = [...order.holds.map((h) => ({ ...h, sell: true })), ...(await placesReleasedBy(tx, orderId)).map((h) => ({ ...h, sell: false }))];
    moves.sort((a, b) => a.flightId - b.flightId || a.rbd.localeCompare(b.rbd));
    for (const { sell, ...places } of moves) await (sell ? tx.inventory.sell(places) : tx.inventory.unsell(places));
    await tx.inventory.sellSeats(orderId);

    const changed = await tx.changes.madeOrder(orderId);
    const pnr = await bookingReferenceOf(tx, orderId, changed);

    const passengers = order.passengers as unknown[];
    const segments = (order.itinerary as { segments: unknown[] }).segments;
    let missing = passengers.flatMap((_, passengerIndex) => segments.map((_, segmentIndex) => ({ passengerIndex, segmentIndex })));
    while (missing.length > 0) {
      const inserted = await tx.orders.addTickets(
        orderId,
        missing.map((t) => ({ ...t, ticketNo: newTicketNo() })),
      );
      const done = new Set(inserted.map((t) => `${t.passengerIndex}/${t.segmentIndex}`));
      missing = missing.filter((t) => !done.has(`${t.passengerIndex}/${t.segmentIndex}`));
    }
    // An order a date change made: the old tickets give way to the new.
    await completeChange(tx, orderId, now);
    await spendCardUse(tx, orderId, now);
    await spendPassUse(tx, orderId, now);
    // A date change's order is told of as the change (its changePaid notice), not as a new booking.
    if (!changed) await queueNotice(tx, 'bookingTicketed', { ...order, pnr }, `paid:${order.id}`, {}, now);
    return true;
  });
}
