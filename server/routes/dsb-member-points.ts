import type { FastifyInstance } from 'fastify';
import { addClaimRequestSchema, claimQuerySchema, pointDetailsQuerySchema } from '../../services/schemas/points';
import type { RouteDeps } from '../deps';
import { addClaim, queryClaims } from '../domain/club/claims';
import { pointAccount, pointDetails } from '../domain/club/ledger';
import { route, userIdOf } from '../http/route';

const FFP = '/dsb-member/api/v1/members/ffp';

/** The member's points, ledger and missing-points claims (spec section 7). */
export function registerDsbMemberPointsRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  route(app, { method: 'GET', url: `${FFP}/get/point`, access: 'user' }, ({ caller }) => pointAccount(store, userIdOf(caller), clock.now()));

  route(app, { method: 'GET', url: `${FFP}/point/details`, access: 'user', query: pointDetailsQuerySchema }, ({ caller, query }) => pointDetails(store, userIdOf(caller), query));

  route(app, { method: 'POST', url: `${FFP}/add/reclaim`, access: 'user', body: addClaimRequestSchema }, ({ caller, body }) => addClaim(store, userIdOf(caller), body, clock.now()));

  route(app, { method: 'POST', url: `${FFP}/query/reclaim`, access: 'user', body: claimQuerySchema }, ({ caller, body }) => queryClaims(store, userIdOf(caller), body));
}
