import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import {
  gotoPayRequestSchema,
  paymentIdQuerySchema,
  paymentParamsSchema,
  paymentProviders,
  prepaymentRequestSchema,
  providerParamsSchema,
  type PaymentChannel,
} from '../../services/schemas/payment';
import type { RouteDeps } from '../deps';
import { payments } from '../domain/payments';
import { route, userIdOf } from '../http/route';

export const PAYMENT = '/dsb-order/api/v1/payment';
export const RESULT_PAGE = '/pagesBook/pages/payment/result';

export const payUrlOf = (paymentId: string) => `/sandbox-pay/${paymentId}`;
export const frontCallbackUrl = (provider: string, paymentId: string) =>
  `${PAYMENT}/${provider}/front/callback?paymentId=${encodeURIComponent(paymentId)}`;

const prepaymentPaths: Record<PaymentChannel, string> = { card: 'prepayment', h5: 'prepayment/h5', wap: 'prepayment/wap', qrcode: 'prepayment/qrcode' };

export function registerPaymentRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  const payment = payments(store, config);

  for (const [channel, path] of Object.entries(prepaymentPaths) as [PaymentChannel, string][]) {
    route(
      app,
      { method: 'POST', url: `${PAYMENT}/:provider/${path}`, access: 'user', params: providerParamsSchema, body: prepaymentRequestSchema },
      async ({ caller, params, body, req }) => {
        const started = await payment.start(userIdOf(caller), params.provider, channel, body.orderId, clock.now());
        const payUrl = payUrlOf(started.paymentId);
        const result = { ...started, payUrl };
        if (channel !== 'qrcode') return result;
        // Scanned with another phone, so the code carries the absolute address.
        const svg = await QRCode.toString(`${req.protocol}://${req.host}${payUrl}`, { type: 'svg', margin: 2 });
        return { ...result, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
      },
    );
  }

  route(
    app,
    { method: 'POST', url: `${PAYMENT}/:provider/gotoPay`, access: 'user', params: providerParamsSchema, body: gotoPayRequestSchema },
    async ({ caller, params, body }) => ({ payUrl: payUrlOf(await payment.resume(userIdOf(caller), params.provider, body.paymentId, clock.now())) }),
  );

  route(
    app,
    { method: 'GET', url: `${PAYMENT}/:provider/prepayment/status/:paymentId`, access: 'user', params: paymentParamsSchema },
    ({ caller, params }) => payment.status(userIdOf(caller), params.provider, params.paymentId),
  );

  route(app, { method: 'GET', url: `${PAYMENT}/pay/limit` }, () => Object.entries(config.payLimit).map(([currency, maxAmount]) => ({ currency, maxAmount })));
  route(app, { method: 'GET', url: `${PAYMENT}/switch` }, () => ({ ...config.paymentProviders }));

  for (const provider of paymentProviders) {
    // Where the browser comes back from the provider: no token, so it reveals no more than the ids it was given.
    route(app, { method: 'GET', url: `${PAYMENT}/${provider}/front/callback`, query: paymentIdQuerySchema, answer: 'raw' }, async ({ query, reply }) =>
      reply.redirect(`${RESULT_PAGE}?${await payment.resultPageQuery(query.paymentId)}`, 302),
    );
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
