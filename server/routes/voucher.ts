import type { FastifyInstance } from 'fastify';
import { searchForPayQuerySchema, useVouchersRequestSchema, voucherDetailQuerySchema } from '../../services/schemas/voucher';
import type { RouteDeps } from '../deps';
import { vouchers } from '../domain/vouchers';
import { route, userIdOf } from '../http/route';

const VOUCHER = '/dsb-order/api/v1/voucher/front';

export function registerVoucherRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  const voucher = vouchers(store);

  route(app, { method: 'GET', url: `${VOUCHER}/my/list`, access: 'user' }, ({ caller, locale }) => voucher.mine(userIdOf(caller), clock.now(), locale));

  route(app, { method: 'GET', url: `${VOUCHER}/detail`, access: 'user', query: voucherDetailQuerySchema }, ({ caller, query, locale }) =>
    voucher.detail(userIdOf(caller), query.voucherNo, clock.now(), locale),
  );

  route(app, { method: 'GET', url: `${VOUCHER}/searchForPay/list`, access: 'user', query: searchForPayQuerySchema }, ({ caller, query, locale }) =>
    voucher.usableFor(userIdOf(caller), query.orderId, clock.now(), locale),
  );

  route(app, { method: 'POST', url: `${VOUCHER}/use`, access: 'user', body: useVouchersRequestSchema }, ({ caller, body }) => voucher.quote(userIdOf(caller), body, clock.now()));
}
