import type { FastifyInstance } from 'fastify';
import {
  inventoryRequestSchema,
  loungeOrderDetailRequestSchema,
  loungeOrderIdRequestSchema,
  loungeOrderPageRequestSchema,
  loungeSendCodeRequestSchema,
  loungeSubmitRequestSchema,
  voucherUpdateRequestSchema,
  voucherUseRequestSchema,
} from '../../services/schemas/lounge';
import type { RouteDeps } from '../deps';
import { guestLoungeOrder, sendLoungeOrderCode } from '../domain/lounges/guest';
import { cancelLoungeOrder, deleteLoungeOrder, loungeOrderDetail, loungeOrderPage, ownLoungeOrder, submitLoungeOrder } from '../domain/lounges/orders';
import { inventoryOf } from '../domain/lounges/products';
import { updateVoucherUser, useLoungeVoucher } from '../domain/lounges/vouchers';
import { buyerOf, ownerOf, route, userIdOf } from '../http/route';
import { languageOf } from '../i18n';

/** The spec's paths, 'oder' spelling included. */
const VIP_ROOM = '/dsb-order/api/v1/ancillary/front/vip/room';
/** The lounge desk's side: airline staff accounts. */
const DESK = '/dsb-order/api/v1/ancillary/desk/vip/room';

/** VIP lounge and meet-and-greet orders (spec section 7): every order and voucher is its owner's alone; a guest reads an order with a code sent to its contact e-mail. */
export function registerDsbOrderLoungeRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  route(app, { method: 'GET', url: `${VIP_ROOM}/get/inventory`, query: inventoryRequestSchema }, ({ query, caller }) => inventoryOf(store, query, buyerOf(caller), clock.now()));

  route(app, { method: 'POST', url: `${VIP_ROOM}/submit`, body: loungeSubmitRequestSchema }, ({ body, caller, locale }) => submitLoungeOrder(store, body, buyerOf(caller), languageOf(locale), clock.now()));

  route(app, { method: 'POST', url: `${VIP_ROOM}/order/page`, access: 'user', body: loungeOrderPageRequestSchema }, ({ body, caller, locale }) =>
    loungeOrderPage(store, userIdOf(caller), body.status, { pageNum: body.pageNum, pageSize: body.pageSize }, locale),
  );

  route(app, { method: 'GET', url: `${VIP_ROOM}/oder/detail`, query: loungeOrderDetailRequestSchema }, async ({ query, caller, locale }) => {
    const now = clock.now();
    const row =
      query.codeKey !== undefined && query.verifyCode !== undefined
        ? await guestLoungeOrder(store, query.id, query.codeKey, query.verifyCode, now)
        : await ownLoungeOrder(store, query.id, ownerOf(caller));
    return loungeOrderDetail(store, row, locale, now);
  });

  route(app, { method: 'POST', url: `${VIP_ROOM}/order/send/email/code`, body: loungeSendCodeRequestSchema }, ({ body, locale }) => sendLoungeOrderCode(store, body, clock.now(), locale));

  route(app, { method: 'POST', url: `${VIP_ROOM}/passenger/update`, access: 'user', body: voucherUpdateRequestSchema }, ({ body, caller }) =>
    updateVoucherUser(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${DESK}/voucher/use`, access: 'staff', body: voucherUseRequestSchema }, ({ body, locale }) => useLoungeVoucher(store, body.code, clock.now(), locale));

  route(app, { method: 'POST', url: `${VIP_ROOM}/oder/cancel`, access: 'user', body: loungeOrderIdRequestSchema }, ({ body, caller }) => cancelLoungeOrder(store, body.id, userIdOf(caller), clock.now()));

  route(app, { method: 'POST', url: `${VIP_ROOM}/oder/delete`, access: 'user', body: loungeOrderIdRequestSchema }, ({ body, caller }) => deleteLoungeOrder(store, body.id, userIdOf(caller), clock.now()));
}
