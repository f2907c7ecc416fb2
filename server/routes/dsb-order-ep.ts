import type { FastifyInstance } from 'fastify';
import { numericIdParamsSchema } from '../../services/schemas/system';
import {
  bindRequestSchema,
  createPassOrderRequestSchema,
  odSearchRequestSchema,
  packageListRequestSchema,
  packagePageRequestSchema,
  passConfirmOrderRequestSchema,
  passOrderPageRequestSchema,
  passRefundRequestSchema,
} from '../../services/schemas/travel-pass';
import type { RouteDeps } from '../deps';
import { passBooking, passOrderFlights } from '../domain/travel-pass/flights';
import {
  bindPassengers,
  cancelPassOrder,
  createPassOrder,
  deletePassOrder,
  passOrderDetail,
  passOrderPage,
  refundPassOrder,
  refundReasonList,
} from '../domain/travel-pass/orders';
import { remindOnSale, travelPassShop } from '../domain/travel-pass/packages';
import type { Caller } from '../http/auth';
import { route, userIdOf } from '../http/route';
import { languageOf } from '../i18n';

const EP = '/dsb-order/api/v1/ep';

const userOrNull = (caller: Caller) => (caller.kind === 'user' ? caller.userId : null);

/** Travel Pass, the equity products shop (spec section 7 "Equity products"): packages for anyone, orders and passes their owner's alone. */
export function registerDsbOrderEpRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  const shop = (caller: Caller, locale: string) => travelPassShop(store, userOrNull(caller), languageOf(locale), clock.now());
  const booking = passBooking(store, clock);

  route(app, { method: 'POST', url: `${EP}/show/area` }, ({ caller, locale }) => shop(caller, locale).areas());
  route(app, { method: 'POST', url: `${EP}/show/index/list`, body: packageListRequestSchema }, ({ caller, locale, body }) => shop(caller, locale).list(body.area));
  route(app, { method: 'POST', url: `${EP}/show/list`, body: packagePageRequestSchema }, ({ caller, locale, body }) =>
    shop(caller, locale).page(body.area, { pageNum: body.pageNum, pageSize: body.pageSize }),
  );
  route(app, { method: 'POST', url: `${EP}/search/od`, body: odSearchRequestSchema }, ({ caller, locale, body }) => shop(caller, locale).searchOd(body));
  route(app, { method: 'POST', url: `${EP}/show/index/detail/:id`, params: numericIdParamsSchema }, ({ caller, locale, params }) => shop(caller, locale).detail(params.id));
  route(app, { method: 'GET', url: `${EP}/equityRule/:id`, params: numericIdParamsSchema }, ({ caller, locale, params }) => shop(caller, locale).equityRule(params.id));
  // Not named by the spec: the coming-soon package's "set reminder".
  route(app, { method: 'POST', url: `${EP}/show/remind/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params }) =>
    remindOnSale(store, userIdOf(caller), params.id, clock.now()),
  );

  route(app, { method: 'POST', url: `${EP}/create/order`, access: 'user', body: createPassOrderRequestSchema }, ({ caller, body, locale }) =>
    createPassOrder(store, userIdOf(caller), body, languageOf(locale), clock.now()),
  );
  route(app, { method: 'POST', url: `${EP}/order/page`, access: 'user', body: passOrderPageRequestSchema }, ({ caller, body, locale }) =>
    passOrderPage(store, userIdOf(caller), body.status, { pageNum: body.pageNum, pageSize: body.pageSize }, languageOf(locale), clock.now()),
  );
  route(app, { method: 'GET', url: `${EP}/order/detail/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params, locale }) =>
    passOrderDetail(store, userIdOf(caller), params.id, languageOf(locale), clock.now()),
  );
  route(app, { method: 'GET', url: `${EP}/cancel/order/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params }) =>
    cancelPassOrder(store, userIdOf(caller), params.id, clock.now()),
  );
  route(app, { method: 'GET', url: `${EP}/delete/order/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params }) =>
    deletePassOrder(store, userIdOf(caller), params.id, clock.now()),
  );
  route(app, { method: 'GET', url: `${EP}/refund/reason` }, ({ locale }) => refundReasonList(languageOf(locale)));
  route(app, { method: 'POST', url: `${EP}/refund/order`, access: 'user', body: passRefundRequestSchema }, ({ caller, body }) =>
    refundPassOrder(store, userIdOf(caller), body, clock.now()),
  );
  route(app, { method: 'POST', url: `${EP}/order/redeem`, access: 'user', body: bindRequestSchema }, ({ caller, body }) => bindPassengers(store, userIdOf(caller), body, clock.now()));
  route(app, { method: 'GET', url: `${EP}/order/flight/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params }) =>
    passOrderFlights(store, userIdOf(caller), params.id),
  );
  // Not named by the spec: booking the flight a pass's search (the combo ticket search of the time-card routes) found.
  route(app, { method: 'POST', url: `${EP}/order/flight/confirm`, access: 'user', body: passConfirmOrderRequestSchema }, ({ caller, body, locale }) =>
    booking.confirmOrder(userIdOf(caller), body, languageOf(locale)),
  );
}
