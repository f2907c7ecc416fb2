import { and, eq } from 'drizzle-orm';
import type { LoungeSubmitRequest } from '../../services/schemas/lounge';
import { orders, vipInventory, vipProducts, vipVouchers } from '../../server/db/schema';
import { localTime } from '../../server/domain/booking/reference';
import { addDays } from './booking-helpers';
import type { Api } from './harness';

export const POLICY = '/dsb-policy/api/v1/policy/ancillary/vip/room';
export const VIP_ROOM = '/dsb-order/api/v1/ancillary/front/vip/room';
export const DESK = '/dsb-order/api/v1/ancillary/desk/vip/room';

export const loungeContact = { name: 'CHAN TAI MAN', areaCode: '852', mobile: '91234567', email: 'Chan.Lounge@Test.example' };

/** A seeded product by its code. */
export async function product(s: Api, productCode: string) {
  const [row] = await s.database.db.select().from(vipProducts).where(eq(vipProducts.productCode, productCode));
  return row!;
}

/** A day at the airport's clock, `days` ahead of its today. */
export const airportDay = (s: Api, timeZone: string, days: number) => addDays(localTime(s.clock.now(), timeZone).slice(0, 10), days);
export const hkgDay = (s: Api, days: number) => airportDay(s, 'Asia/Hong_Kong', days);

/** A lounge order's body for these users (surname, given names). */
export function submitBody(productId: number, useDate: string, names: [string, string][], extra: Partial<LoungeSubmitRequest> = {}): LoungeSubmitRequest {
  return {
    productId,
    useDate,
    quantity: names.length,
    users: names.map(([lastName, firstName]) => ({ lastName, firstName })),
    contact: loungeContact,
    privacyConsent: true,
    ...extra,
  };
}

export const submit = (s: Api, token: string | undefined, body: unknown, headers?: Record<string, string>) => s.call('POST', `${VIP_ROOM}/submit`, { token, json: body, headers });

/** Sold (held or paid) of a product's day; 0 for a day nobody has bought. */
export async function soldOn(s: Api, productId: number, useDate: string): Promise<number> {
  const [row] = await s.database.db
    .select()
    .from(vipInventory)
    .where(and(eq(vipInventory.productId, productId), eq(vipInventory.useDate, useDate)));
  return row?.sold ?? 0;
}

export const vipOrderRows = (s: Api) => s.database.db.select().from(orders).where(eq(orders.kind, 'VIP'));
export const voucherRows = (s: Api, orderId: number) => s.database.db.select().from(vipVouchers).where(eq(vipVouchers.orderId, orderId)).orderBy(vipVouchers.userIndex);
