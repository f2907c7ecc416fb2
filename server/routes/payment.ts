import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import {
  gotoPayRequestSchema,
  paymentIdQuerySchema,
  paymentParamsSchema,
  paymentProviders,
  prepaymentRequestSchema,
  providerParamsSchema,
  rePaymentParamsSchema,
  type PaymentChannel,
  type RePayment,
} from '../../services/schemas/payment';
import type { RouteDeps } from '../deps';
import { useVouchersRequestSchema } from '../../services/schemas/voucher';
import { payments } from '../domain/payments';
import { rePayment, type RePaymentAnswer } from '../domain/booking/payable';
import { vouchers } from '../domain/vouchers';
import { ownerOf, route, userIdOf } from '../http/route';

export const PAYMENT = '/dsb-order/api/v1/payment';
const AIRPASS_PAYMENT = '/dsb-order/api/v1/airpass/payment';
/** Where the provider sends the traveller back: the app asks the server for the payment's outcome there. */
export const RETURN_PAGE = '/pagesBook/pages/payment/paymentNotify';
/** A Travel Pass order's payment page reads the order again and goes on to its passengers. */
const PASS_RETURN_PAGE = '/pagesPackageTicket/pages/package-ticket/payment';

/** The hosted page, in the traveller's language. */
export const payUrlOf = (paymentId: string, locale: string) => `/sandbox-pay/${paymentId}?${new URLSearchParams({ lang: locale })}`;
export const frontCallbackUrl = (provider: string, paymentId: string) =>
  `${PAYMENT}/${provider}/front/callback?paymentId=${encodeURIComponent(paymentId)}`;

/** A payment's hosted page, and for the qrcode channel a QR code of it. */
async function payPage(req: FastifyRequest, paymentId: string, channel: PaymentChannel, locale: string) {
  const payUrl = payUrlOf(paymentId, locale);
  if (channel !== 'qrcode') return { payUrl };
  // Scanned with another phone, so the code carries the absolute address.
  const svg = await QRCode.toString(`${req.protocol}://${req.host}${payUrl}`, { type: 'svg', margin: 2 });
  return { payUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Paying an order again: the pending attempt's hosted page (and QR code) added to the rule's answer. */
export async function withPayPage(req: FastifyRequest, locale: string, answer: RePaymentAnswer): Promise<RePayment> {
  const { pending } = answer;
  return { ...answer, pending: pending && { ...pending, ...(await payPage(req, pending.paymentId, pending.channel, locale)) } };
}

const prepaymentPaths: Record<PaymentChannel, string> = { card: 'prepayment', h5: 'prepayment/h5', wap: 'prepayment/wap', qrcode: 'prepayment/qrcode' };

export function registerPaymentRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  const payment = payments(store, config);

  const prepayment = (url: string, channel: PaymentChannel) =>
    route(
      app,
      { method: 'POST', url, access: 'owner', params: providerParamsSchema, body: prepaymentRequestSchema },
      async ({ caller, params, body, req, locale }) => {
        const started = await payment.start(ownerOf(caller), params.provider, channel, body.orderId, clock.now());
        return { ...started, ...(await payPage(req, started.paymentId, channel, locale)) };
      },
    );
  for (const [channel, path] of Object.entries(prepaymentPaths) as [PaymentChannel, string][]) prepayment(`${PAYMENT}/:provider/${path}`, channel);
  // The Travel Pass (airpass) payment calls: the same payments of an order, by the spec's own paths.
  prepayment(`${PAYMENT}/airpass/:provider/prepayment`, 'card');

  for (const url of [`${PAYMENT}/:provider/gotoPay`, `${PAYMENT}/:provider/airpass/gotoPay`]) {
    route(app, { method: 'POST', url, access: 'owner', params: providerParamsSchema, body: gotoPayRequestSchema }, async ({ caller, params, body, req, locale }) => {
      const { paymentId, channel } = await payment.resume(ownerOf(caller), params.provider, body.paymentId, clock.now());
      return payPage(req, paymentId, channel, locale);
    });
  }
  route(app, { method: 'POST', url: `${AIRPASS_PAYMENT}/:provider/airpass/payment`, access: 'owner', params: providerParamsSchema, body: gotoPayRequestSchema }, ({ caller, params, body }) =>
    payment.status(ownerOf(caller), params.provider, body.paymentId),
  );

  route(app, { method: 'POST', url: `${PAYMENT}/voucher/gotoPay`, access: 'user', body: useVouchersRequestSchema }, ({ caller, body }) =>
    vouchers(store).pay(userIdOf(caller), body, clock.now()),
  );

  route(
    app,
    { method: 'GET', url: `${PAYMENT}/:provider/prepayment/status/:paymentId`, access: 'owner', params: paymentParamsSchema },
    ({ caller, params }) => payment.status(ownerOf(caller), params.provider, params.paymentId),
  );

  // Paying an unpaid order again after an abandoned or failed attempt; a guest's token reaches its one order (spec: also /front/my/order/re/payment).
  route(app, { method: 'GET', url: `${PAYMENT}/re/payment/:payType/:orderId`, access: 'owner', params: rePaymentParamsSchema }, async ({ caller, params, req, locale }) =>
    withPayPage(req, locale, await rePayment(store, config.paymentProviders, ownerOf(caller), params.payType, params.orderId, clock.now())),
  );

  route(app, { method: 'GET', url: `${PAYMENT}/pay/limit` }, () => Object.entries(config.payLimit).map(([currency, maxAmount]) => ({ currency, maxAmount })));
  route(app, { method: 'GET', url: `${PAYMENT}/switch` }, () => ({ ...config.paymentProviders }));

  for (const provider of paymentProviders) {
    // Where the browser comes back from the provider: no token, so it reveals no more than the ids it was given.
    route(app, { method: 'GET', url: `${PAYMENT}/${provider}/front/callback`, query: paymentIdQuerySchema, answer: 'raw' }, async ({ query, reply }) => {
      const back = await payment.returnPageQuery(query.paymentId, provider);
      return reply.redirect(`${back.kind === 'PASS' ? PASS_RETURN_PAGE : RETURN_PAGE}?${back.query}`, 302);
    });
  }

  // The signature covers the raw bytes, so this scope keeps the body as a Buffer.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    for (const provider of paymentProviders) {
      route(scope, { method: 'POST', url: `${PAYMENT}/${provider}/notify` }, ({ req, body }) =>
        payment.settle(
          provider,
          {
            timestamp: String(req.headers['x-sandbox-timestamp'] ?? ''),
            signature: String(req.headers['x-sandbox-signature'] ?? ''),
            body: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
          },
          clock.now(),
        ),
      );
    }
  });
}
