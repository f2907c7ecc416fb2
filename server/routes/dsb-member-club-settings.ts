import type { FastifyInstance } from 'fastify';
import { beneficiaryIdQuerySchema, saveBeneficiaryRequestSchema } from '../../services/schemas/beneficiary';
import { resetPayPasswordRequestSchema, updateLoginPasswordRequestSchema, updatePayPasswordRequestSchema } from '../../services/schemas/club-passwords';
import type { RouteDeps } from '../deps';
import { beneficiaryList, deleteBeneficiary, saveBeneficiary } from '../domain/club/beneficiaries';
import { changeClubPassword, payPasswordStatus, resetPayPassword, sendPayPasswordCode, updatePayPassword } from '../domain/club/passwords';
import { route, userIdOf } from '../http/route';

const FFP = '/dsb-member/api/v1/members/ffp';

/** A club member's beneficiaries and club passwords (spec section 7, member ffp). */
export function registerClubSettingsRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  route(app, { method: 'POST', url: `${FFP}/query/beneficiary`, access: 'user' }, ({ caller }) => beneficiaryList(store, userIdOf(caller), clock.now()));

  route(app, { method: 'POST', url: `${FFP}/add/beneficiary`, access: 'user', body: saveBeneficiaryRequestSchema }, ({ caller, body }) =>
    saveBeneficiary(store, userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'GET', url: `${FFP}/delete/beneficiary`, access: 'user', query: beneficiaryIdQuerySchema }, async ({ caller, query }) => {
    await deleteBeneficiary(store, userIdOf(caller), query.id);
    return null;
  });

  route(app, { method: 'POST', url: `${FFP}/update/login/password`, access: 'user', body: updateLoginPasswordRequestSchema }, async ({ caller, body }) => {
    if (caller.kind === 'user') await changeClubPassword(store, caller.userId, caller.tokenHash, body, clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${FFP}/get/pay/password`, access: 'user' }, ({ caller }) => payPasswordStatus(store, userIdOf(caller)));

  route(app, { method: 'POST', url: `${FFP}/update/pay/password`, access: 'user', body: updatePayPasswordRequestSchema }, async ({ caller, body }) => {
    await updatePayPassword(store, userIdOf(caller), body, clock.now());
    return null;
  });

  route(app, { method: 'POST', url: `${FFP}/send/pay/password/code`, access: 'user' }, ({ caller, locale }) => sendPayPasswordCode(store, userIdOf(caller), clock.now(), locale));

  route(app, { method: 'POST', url: `${FFP}/reset/pay/password`, access: 'user', body: resetPayPasswordRequestSchema }, async ({ caller, body }) => {
    await resetPayPassword(store, userIdOf(caller), body, clock.now());
    return null;
  });
}
