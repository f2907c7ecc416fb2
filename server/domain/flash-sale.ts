import { randomInt } from 'node:crypto';
import dayjs from 'dayjs';
import { codes } from '../../services/schemas/codes';
import type { ChosenLeg } from '../../services/schemas/offer';
import type { OrderRow } from '../repositories/orders';
import type { Store } from '../repositories/store';
import { isUniqueViolation } from '../repositories/unique-violation';
import { brandByName, type PassengerType } from './booking/fares';
import { localTime } from './booking/reference';
import { DomainError, loginRequired } from './errors';
import { cents, fromCents } from './vouchers';

/** Spec section 9, Flash Sale. */
export const FLASH_SALE_BRAND = 'FLASH SALE';
export const REBATE_SHARE = 0.5;
export const NOTE_VALUE = 100;
export const REBATE_WITHIN_WORKING_DAYS = 5;
export const VOUCHER_VALID_MONTHS = 6;
const REBATE_BATCH = 200;
const TIME_ZONE = 'Asia/Hong_Kong';

const DAY_MS = 86_400_000;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Monday to Friday. */
export const isWorkingDay = (date: string) => weekday(date) !== 0 && weekday(date) !== 6;

/** The date `n` working days after a 'YYYY-MM-DD' date. */
export function addWorkingDays(date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0; ) {
    day = nextDay(day);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

/**
 * When a flown ticket's rebate is issued: flown tickets are settled on the working day after the
 * day of the flight in Hong Kong, from its start. That is well within the 5 working days promised.
 */
export function rebateDueAt(departure: Date): Date {
  const settlementDay = addWorkingDays(localTime(departure, TIME_ZONE).slice(0, 10), 1);
  return new Date(`${settlementDay}T00:00:00+08:00`);
}

/** A rebate as vouchers: 100-unit notes and one voucher for the remainder (HKD 450: four of 100 and one of 50). */
export function rebateNotes(amount: number): number[] {
  const notes = Array<number>(Math.floor(amount / NOTE_VALUE)).fill(NOTE_VALUE);
  const remainder = Math.round((amount - notes.length * NOTE_VALUE) * 100) / 100;
  return remainder > 0 ? [...notes, remainder] : notes;
}

/**
 * Half the net fare of one ticket: the fare of its passenger on its segment, less that fare's share of
 * the order's discount; no taxes, no add-ons. Whole units, as fares in HKD and CNY are.
 */
export function rebateAmount(order: Pick<OrderRow, 'fareAmount' | 'discountAmount'>, ticketFare: number): number {
  const fare = cents(order.fareAmount);
  const net = fare === 0 ? 0 : (ticketFare * (fare - cents(order.discountAmount))) / fare;
  return Math.round(net * REBATE_SHARE);
}

/** The Flash Sale fare is for FWC members: a guest is asked to log in, an app account without a membership is refused. */
export async function ensureMayBook(store: Store, legs: ChosenLeg[], booker: number | null): Promise<void> {
  if (!legs.some((l) => brandByName.get(l.brand.brand)?.flashSale)) return;
  if (booker === null) throw loginRequired();
  const user = await store.users.find(booker);
  if (!user?.clubMemberId) throw new DomainError(codes.membersOnly, 'errors.flashSaleMembersOnly');
}

/** EV and 12 digits, read out like an order number. */
const newVoucherNo = () => 'EV' + String(randomInt(1_000_000)).padStart(6, '0') + String(randomInt(1_000_000)).padStart(6, '0');

interface Segment {
  depAt: string;
  fare: Record<PassengerType, number>;
}

/** Gives a user a voucher; a number another voucher has is drawn again. */
export async function issueVoucher(store: Store, values: { userId: number; currency: string; amount: number; source: string }, now: Date) {
  for (;;) {
    try {
      return await store.transaction((sp) =>
        sp.vouchers.create({
          voucherNo: newVoucherNo(),
          userId: values.userId,
          currency: values.currency,
          faceValue: fromCents(cents(values.amount)),
          balance: fromCents(cents(values.amount)),
          validFrom: now,
          validUntil: dayjs(now).add(VOUCHER_VALID_MONTHS, 'month').toDate(),
          source: values.source,
          status: 'ACTIVE',
          createdAt: now,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The scheduled rebate: each Flash Sale ticket flown and due by `now` gets its vouchers, once. The
 * ticket's rebate row and its vouchers are written in one transaction, and the row's key lets one
 * of two runs at once through. Answers how many tickets got their rebate.
 */
export async function issueRebates(store: Store, now: Date): Promise<number> {
  const flown = await store.vouchers.flashSaleTicketsDue(FLASH_SALE_BRAND, now, REBATE_BATCH);
  let issued = 0;
  for (const ticket of flown) {
    const { order } = ticket;
    const segment = (order.itinerary as { segments: Segment[] }).segments[ticket.segmentIndex]!;
    // Earliest departure first: once one is not due yet, neither is any after it.
    if (rebateDueAt(new Date(segment.depAt)) > now) break;
    if (order.userId === null) continue;
    const type = (order.passengers as { type: PassengerType }[])[ticket.passengerIndex]!.type;
    const amount = rebateAmount(order, segment.fare[type]);
    const userId = order.userId;
    const done = await store.transaction(async (tx) => {
      if (!(await tx.vouchers.recordRebate({ ticketNo: ticket.ticketNo, userId, currency: order.currency, amount: fromCents(cents(amount)), issuedAt: now }))) return false;
      for (const note of rebateNotes(amount)) await issueVoucher(tx, { userId, currency: order.currency, amount: note, source: 'FLASH_SALE_REBATE' }, now);
      return true;
    });
    if (done) issued++;
  }
  return flown.length === REBATE_BATCH && issued > 0 ? issued + (await issueRebates(store, now)) : issued;
}
