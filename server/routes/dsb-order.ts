import type { FastifyInstance } from 'fastify';
import {
  addOnDetailParamsSchema,
  addOnKindParamsSchema,
  contactChangeRequestSchema,
  guestOrderLookupSchema,
  guestOrderVerifyRequestSchema,
  orderAddOnsParamsSchema,
  orderPageRequestSchema,
  orderPnrParamsSchema,
  orderSubmitRequestSchema,
  pnrQuerySchema,
  sendItineraryRequestSchema,
} from '../../services/schemas/order';
import { rePaymentParamsSchema } from '../../services/schemas/payment';
import { feeMatchRequestSchema, refundApplyRequestSchema, refundDetailRequestSchema } from '../../services/schemas/refund';
import { numericIdParamsSchema, pageRequestSchema } from '../../services/schemas/system';
import { addCompanionRequestSchema, addItineraryRequestSchema, removeCompanionRequestSchema, removeItineraryRequestSchema, tripPageRequestSchema } from '../../services/schemas/trip';
import type { RouteDeps } from '../deps';
import { addOnOrderDetail, addOnOrderPage, cancelOrder, changeOrderContact, deleteOrder, orderAddOns, orderPage, sendItinerary } from '../domain/booking/my-orders';
import { addCompanion, addItinerary, removeCompanion, removeItinerary, tripDetail, tripPage } from '../domain/trips/trips';
import { claimGuestOrder, openGuestOrder, sendGuestOrderCode } from '../domain/booking/guest-orders';
import { orderDetail } from '../domain/booking/order-detail';
import { orderExtInfo } from '../domain/booking/order-actions';
import { bookingFareRules, orderDetails, orderPnrDetails } from '../domain/booking/order-trip';
import { rePayment, submitOrder, verifyOrder } from '../domain/booking/payable';
import { applyRefund, matchFee, refundDetail, refundPage } from '../domain/refunds/refunds';
import { ownerOf, route, userIdOf } from '../http/route';
import { localName } from './dsb-system';
import { withPayPage } from './payment';
import { languageOf } from '../i18n';

const ORDER = '/dsb-order/api/v1/order';
const AUXILIARY = '/dsb-order/api/v1/auxiliary/front';
const REFUND = `${ORDER}/reschedule/refund`;
const TRAVEL = `${ORDER}/travelmgn`;

export function registerDsbOrderRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  // Every city of the network has departures: from Hong Kong, or back to it.
  route(app, { method: 'GET', url: '/dsb-order/api/v1/fastFlight/all/org/city' }, async ({ locale, reply }) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    const rows = await store.reference.cities();
    return rows.map((c) => ({ cityCode: c.code, cityName: localName(c, locale), cnName: c.nameSc, countryCode: c.countryCode }));
  });

  route(app, { method: 'POST', url: `${ORDER}/front/page`, access: 'user', body: orderPageRequestSchema }, ({ caller, body, locale }) =>
    orderPage(store, userIdOf(caller), body.tab, { pageNum: body.pageNum, pageSize: body.pageSize }, languageOf(locale), clock.now()),
  );

  // Travel management (spec section 7): the user's trips, added bookings and fellow passengers.
  route(app, { method: 'POST', url: `${TRAVEL}/query/flight/list`, access: 'user', body: tripPageRequestSchema }, ({ caller, body }) =>
    tripPage(store, userIdOf(caller), body.scope, { pageNum: body.pageNum, pageSize: body.pageSize }, clock.now()),
  );

  route(app, { method: 'GET', url: `${TRAVEL}/detail/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params }) =>
    tripDetail(store, userIdOf(caller), params.id, clock.now()),
  );

  route(app, { method: 'POST', url: `${TRAVEL}/add/itinerary`, access: 'user', body: addItineraryRequestSchema }, ({ caller, body }) =>
    addItinerary(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${TRAVEL}/remove/itinerary`, access: 'user', body: removeItineraryRequestSchema }, async ({ caller, body }) => {
    await removeItinerary(store, userIdOf(caller), body.orderId);
    return null;
  });

  route(app, { method: 'POST', url: `${TRAVEL}/add/companion`, access: 'user', body: addCompanionRequestSchema }, async ({ caller, body }) => {
    await addCompanion(store, userIdOf(caller), body, clock.now());
    return null;
  });

  route(app, { method: 'POST', url: `${TRAVEL}/remove/companion`, access: 'user', body: removeCompanionRequestSchema }, async ({ caller, body }) => {
    await removeCompanion(store, userIdOf(caller), body.orderId, body.companionId);
    return null;
  });

  route(app, { method: 'GET', url: `${ORDER}/front/detail/:id`, access: 'owner', params: numericIdParamsSchema }, ({ caller, params, locale }) =>
    orderDetail(store, params.id, ownerOf(caller), languageOf(locale), clock.now()),
  );

  // The order's bookings by reference as they stand now: its own, then the later orders of its trip (a date change keeps the reference).
  route(app, { method: 'GET', url: `${ORDER}/front/details/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params }) =>
    orderDetails(store, userIdOf(caller), params.id, clock.now()),
  );

  route(app, { method: 'GET', url: `${ORDER}/front/details/:orderId/:pnrId`, access: 'user', params: orderPnrParamsSchema }, ({ caller, params }) =>
    orderPnrDetails(store, userIdOf(caller), params.orderId, params.pnrId, clock.now()),
  );

  route(app, { method: 'GET', url: `${ORDER}/front/verify/order/:id`, access: 'owner', params: numericIdParamsSchema }, ({ caller, params, locale }) =>
    verifyOrder(store, ownerOf(caller), params.id, locale, clock.now()),
  );

  route(app, { method: 'GET', url: `${ORDER}/front/fare/rule`, access: 'user', query: pnrQuerySchema }, ({ caller, query, locale }) =>
    bookingFareRules(store, userIdOf(caller), query.pnrId, locale),
  );

  route(app, { method: 'GET', url: `${ORDER}/front/ext/info/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params, locale }) =>
    orderExtInfo(store, userIdOf(caller), params.id, locale, clock.now()),
  );

  route(app, { method: 'POST', url: `${ORDER}/front/submit`, access: 'owner', body: orderSubmitRequestSchema }, ({ caller, body }) =>
    submitOrder(store, ownerOf(caller), body.orderId, clock.now()),
  );

  route(app, { method: 'GET', url: `${ORDER}/front/my/order/re/payment/:payType/:orderId`, access: 'user', params: rePaymentParamsSchema }, async ({ caller, params, req, locale }) =>
    withPayPage(req, locale, await rePayment(store, config.paymentProviders, userIdOf(caller), params.payType, params.orderId, clock.now())),
  );

  // A guest's booking found again (spec section 6): booking reference and last name, then the code e-mailed to its contact.
  route(app, { method: 'POST', url: `${ORDER}/guest/code`, body: guestOrderLookupSchema }, ({ body, locale }) => sendGuestOrderCode(store, body, clock.now(), locale));

  route(app, { method: 'POST', url: `${ORDER}/guest/verify`, body: guestOrderVerifyRequestSchema }, ({ body }) => openGuestOrder(store, body, clock.now()));

  route(app, { method: 'POST', url: `${ORDER}/guest/claim`, access: 'user', body: guestOrderVerifyRequestSchema }, ({ caller, body }) =>
    claimGuestOrder(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'GET', url: `${ORDER}/front/detail/aux/:orderId/:orderNo`, access: 'user', params: orderAddOnsParamsSchema }, ({ caller, params }) =>
    orderAddOns(store, userIdOf(caller), params.orderId, params.orderNo),
  );

  route(app, { method: 'GET', url: `${ORDER}/front/cancel/:id`, access: 'user', params: numericIdParamsSchema }, async ({ caller, params }) => {
    await cancelOrder(store, params.id, userIdOf(caller), clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${ORDER}/front/delete/:id`, access: 'user', params: numericIdParamsSchema }, async ({ caller, params }) => {
    await deleteOrder(store, params.id, userIdOf(caller), clock.now());
    return null;
  });

  route(app, { method: 'POST', url: `${ORDER}/front/sendItineraryList`, access: 'user', body: sendItineraryRequestSchema }, ({ caller, body, req, locale }) =>
    sendItinerary(store, body, userIdOf(caller), `${req.protocol}://${req.host}`, locale, clock.now()),
  );

  // The whole trip under the booking reference as it stands now: the booking and the orders its date changes made.
  route(app, { method: 'POST', url: `${ORDER}/front/sendItineraryList/v2`, access: 'user', body: sendItineraryRequestSchema }, ({ caller, body, req, locale }) =>
    sendItinerary(store, body, userIdOf(caller), `${req.protocol}://${req.host}`, locale, clock.now(), { wholeTrip: true }),
  );

  route(app, { method: 'POST', url: `${ORDER}/contact/change`, access: 'user', body: contactChangeRequestSchema }, async ({ caller, body }) => {
    await changeOrderContact(store, body, userIdOf(caller));
    return null;
  });

  route(app, { method: 'POST', url: `${AUXILIARY}/:type/page`, access: 'user', params: addOnKindParamsSchema, body: pageRequestSchema }, ({ caller, params, body }) =>
    addOnOrderPage(store, userIdOf(caller), params.type, body),
  );

  route(app, { method: 'GET', url: `${AUXILIARY}/detail/:type/:id`, access: 'user', params: addOnDetailParamsSchema }, ({ caller, params }) =>
    addOnOrderDetail(store, userIdOf(caller), params.type, params.id),
  );
  route(app, { method: 'POST', url: '/dsb-order/api/v1/processing/fee/match', access: 'user', body: feeMatchRequestSchema }, ({ caller, body, locale }) =>
    matchFee(store, body.orderId, userIdOf(caller), locale, clock.now()),
  );

  route(app, { method: 'POST', url: `${REFUND}/apply`, access: 'user', body: refundApplyRequestSchema }, ({ caller, body }) => applyRefund(store, userIdOf(caller), body, clock.now()));

  route(app, { method: 'POST', url: `${REFUND}/page`, access: 'user', body: pageRequestSchema }, ({ caller, body }) => refundPage(store, userIdOf(caller), body));

  route(app, { method: 'GET', url: `${REFUND}/detail`, access: 'user', query: refundDetailRequestSchema }, ({ caller, query }) => refundDetail(store, userIdOf(caller), query.refundId));
}
