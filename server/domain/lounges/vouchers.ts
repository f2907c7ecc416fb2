import { randomInt } from 'node:crypto';
import { codes } from '../../../services/schemas/codes';
import type { LoungeVoucher, LoungeVoucherStatus, VoucherUse, voucherUpdateRequestSchema } from '../../../services/schemas/lounge';
import type * as z from 'zod/mini';
import type { OrderRow } from '../../repositories/orders';
import type { VipProductRow, VipVoucherRow } from '../../repositories/lounges';
import type { Store } from '../../repositories/store';
import { languageOf } from '../../i18n';
import { DomainError } from '../errors';
import { FREE_CHANGES, MAX_STAY_HOURS, TRANSFERS } from './products';

type VoucherUpdate = z.output<typeof voucherUpdateRequestSchema>;

/** Letters and digits that cannot be misread: no I, O, 0 or 1. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** VL for a lounge voucher, MG for meet-and-greet, then 10 characters. */
const newVoucherCode = (productType: string) =>
  (productType === 'MEET_GREET' ? 'MG' : 'VL') + Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** One year from payment, to the same instant. */
function oneYearFrom(at: Date): Date {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + 1);
  return until;
}

/** A valid voucher past its validity reads as expired before the job has marked it. */
const statusAt = (v: VipVoucherRow, now: Date): LoungeVoucherStatus => (v.status === 'VALID' && v.validUntil <= now ? 'EXPIRED' : (v.status as LoungeVoucherStatus));

export function voucherView(v: VipVoucherRow, product: Pick<VipProductRow, 'transferable'>, now: Date): LoungeVoucher {
  return {
    id: v.id,
    code: v.code,
    lastName: v.lastName,
    firstName: v.firstName,
    status: statusAt(v, now),
    validFrom: v.validFrom.toISOString(),
    validUntil: v.validUntil.toISOString(),
    quantity: 1,
    maxStayHours: MAX_STAY_HOURS,
    changesLeft: FREE_CHANGES - v.changesUsed,
    transferable: product.transferable,
    transfersLeft: product.transferable ? TRANSFERS - v.transfersUsed : 0,
  };
}

/** A paid VIP order gets one voucher per user, valid a year from payment. Runs in the transaction that issues the order, once. */
export async function issueLoungeVouchers(tx: Store, order: OrderRow, now: Date): Promise<void> {
  const vip = await tx.lounges.orderOf(order.id);
  const row = vip && (await tx.lounges.product(vip.productId));
  if (!row) return;
  const users = order.passengers as { lastName: string; firstName: string }[];
  let missing = users.map(({ lastName, firstName }, userIndex) => ({ lastName, firstName, userIndex }));
  // A code another voucher has is skipped by the insert; those users get another.
  while (missing.length > 0) {
    await tx.lounges.issueVouchers(missing.map((u) => ({ ...u, orderId: order.id, code: newVoucherCode(row.product.productType), validFrom: now, validUntil: oneYearFrom(now) })));
    const issued = new Set((await tx.lounges.vouchersOf(order.id)).map((v) => v.userIndex));
    missing = missing.filter((u) => !issued.has(u.userIndex));
  }
}

/**
 * A new user on a valid, unused voucher: CHANGE, 3 free per voucher ('You have no more change
 * attempts left'); TRANSFER, for the discounted product's vouchers only, 3 times.
 */
export async function updateVoucherUser(store: Store, userId: number, request: VoucherUpdate, now: Date): Promise<LoungeVoucher> {
  const { voucher, product } = await usableVoucher(store, request.voucherId, userId, now);
  if (request.kind === 'TRANSFER' && !product.transferable) throw new DomainError(codes.loungeNotTransferable, 'errors.loungeNotTransferable');
  const limit = request.kind === 'CHANGE' ? FREE_CHANGES : TRANSFERS;
  const renamed = await store.lounges.rename(voucher.id, { lastName: request.lastName, firstName: request.firstName }, request.kind, limit, now);
  if (renamed) return voucherView(renamed, product, now);
  // Used or expired meanwhile says so; otherwise the last change (or transfer) went first.
  await usableVoucher(store, request.voucherId, userId, now);
  throw request.kind === 'CHANGE'
    ? new DomainError(codes.loungeNoChangesLeft, 'errors.loungeNoChangesLeft')
    : new DomainError(codes.loungeNoTransfersLeft, 'errors.loungeNoTransfersLeft');
}

/** The user's voucher with its product, if it is valid and unused. */
async function usableVoucher(store: Store, voucherId: number, userId: number, now: Date) {
  const found = await store.lounges.voucherOfOwner(voucherId, userId);
  if (!found) throw new DomainError(codes.loungeVoucherNotFound, 'errors.loungeVoucherNotFound');
  if (statusAt(found.voucher, now) !== 'VALID') throw new DomainError(codes.loungeVoucherNotUsable, 'errors.loungeVoucherNotUsable');
  return found;
}

type VoucherWithOrder = NonNullable<Awaited<ReturnType<Store['lounges']['voucherByCode']>>>;

/** Why a voucher the desk scanned cannot be used: used already, its order not paid (cancelled or refunded), or expired. */
function unusable({ voucher, order }: VoucherWithOrder, now: Date): DomainError {
  if (voucher.status === 'USED') return new DomainError(codes.loungeVoucherUsed, 'errors.loungeVoucherUsed');
  if (order.status !== 'ISSUED') return new DomainError(codes.loungeVoucherNotUsable, 'errors.loungeVoucherOrderClosed');
  if (statusAt(voucher, now) === 'EXPIRED') return new DomainError(codes.loungeVoucherNotUsable, 'errors.loungeVoucherExpired');
  return new DomainError(codes.loungeVoucherNotUsable, 'errors.loungeVoucherNotUsable');
}

/** The lounge desk takes the voucher's one entry: exactly once, whoever scans it at the same time. */
export async function useLoungeVoucher(store: Store, code: string, now: Date, locale: string): Promise<VoucherUse> {
  const used = await store.lounges.markUsed(code, now);
  const found = await store.lounges.voucherByCode(code);
  if (!found) throw new DomainError(codes.loungeVoucherNotFound, 'errors.loungeVoucherNotFound');
  if (!used) throw unusable(found, now);
  return {
    ...voucherView(used, found.product, now),
    productName: found.product.name[languageOf(locale)],
    airportCode: found.airport.code,
    usedAt: (used.usedAt ?? now).toISOString(),
  };
}

/** The job: valid vouchers past their validity expire. */
export const expireLoungeVouchers = (store: Store, now: Date) => store.lounges.expireDue(now);
