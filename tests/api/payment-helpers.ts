import type { TestServer } from './harness';

export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Posts the hosted page's form, as the traveller's browser does. */
export function submitPage(s: TestServer, paymentId: string, form: Record<string, string>) {
  return s.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export const validExpiry = (s: TestServer) => `12/${String((s.clock.now().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
export const payByCard = (s: TestServer, paymentId: string, cardNumber = APPROVED_CARD) => submitPage(s, paymentId, { cardNumber, expiry: validExpiry(s), cvc: '123' });
