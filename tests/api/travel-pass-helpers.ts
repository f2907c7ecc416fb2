import { expect } from 'vitest';
import * as z from 'zod/mini';
import type { PassengerToBind } from '../../services/schemas/bound-passenger';
import { prepaymentSchema } from '../../services/schemas/payment';
import { packageSchema, passOrderSchema } from '../../services/schemas/travel-pass';
import { contact, ok } from './booking-helpers';
import type { TestServer } from './harness';
import { parseExact, type RegisteredUser } from './helpers';
import { payByCard } from './payment-helpers';

export const EP = '/dsb-order/api/v1/ep';
export const AIRPASS_PREPAYMENT = '/dsb-order/api/v1/payment/airpass/card/prepayment';

/** An adult with a passport, as a pass is bound to them. */
export const adultToBind: PassengerToBind = { lastName: 'wong', firstName: 'ka ho', gender: 'M', birthday: '1988-04-12', certType: 'PASSPORT', certNo: 'K76543210', certExpiry: '2034-06-30', nationality: 'HK' };

export const packages = async (s: TestServer, who?: RegisteredUser, locale?: string) => z.array(packageSchema).parse(await ok(s.call('POST', `${EP}/show/index/list`, { token: who?.token, json: {}, locale })));
export const packageByCode = async (s: TestServer, code: string, who?: RegisteredUser) => (await packages(s, who)).find((p) => p.code === code)!;

export const createCall = (s: TestServer, who: RegisteredUser, packageId: number, quantity = 1, locale?: string) => s.call('POST', `${EP}/create/order`, { token: who.token, json: { packageId, quantity, contact }, locale });
export const detailCall = (s: TestServer, who: RegisteredUser, orderId: number) => s.call('GET', `${EP}/order/detail/${orderId}`, { token: who.token });
export const passOrder = async (s: TestServer, who: RegisteredUser, orderId: number) => parseExact(passOrderSchema, await ok(detailCall(s, who, orderId)));
export const bindCall = (s: TestServer, who: RegisteredUser, orderId: number, passengers: { passId: number; passenger: PassengerToBind }[], locale?: string) =>
  s.call('POST', `${EP}/order/redeem`, { token: who.token, json: { orderId, passengers }, locale });

/** Starts the order's payment through the airpass prepayment call. */
export const startPayment = async (s: TestServer, who: RegisteredUser, orderId: number) =>
  parseExact(prepaymentSchema, await ok(s.call('POST', AIRPASS_PREPAYMENT, { token: who.token, json: { orderId } })));

/** Pays the order through the airpass payment calls and the sandbox's hosted page. */
export async function pay(s: TestServer, who: RegisteredUser, orderId: number) {
  const payment = await startPayment(s, who, orderId);
  expect((await payByCard(s, payment.paymentId)).statusCode).toBe(303);
  return payment;
}
