import type { FastifyInstance } from 'fastify';
import { tripChangesQuerySchema, type TripChange } from '../../services/schemas/trip-changes';
import type { RouteDeps } from '../deps';
import type { EventHub } from '../domain/event-hub';
import { tripChangesAfter } from '../domain/notices';
import { endStreamsOnClose, sendEventStream } from '../http/event-stream';
import { route, userIdOf } from '../http/route';

/** The spec names no push path: the traveller's open screens follow their trips' changes under the order service. */
const TRIP_CHANGES = '/dsb-order/api/v1/order/front/trip-changes/stream';

/**
 * What changes on the caller's orders (every notice written about one: paid, refunded, changed,
 * checked in, a flight cancelled or retimed), as server-sent events, the moment its transaction
 * commits on any server process.
 */
export function registerDsbOrderTripChangesRoutes(app: FastifyInstance, { store }: RouteDeps, hub: EventHub): void {
  const keepStream = endStreamsOnClose(app);
  route(app, { method: 'GET', url: TRIP_CHANGES, access: 'user', query: tripChangesQuerySchema, answer: 'raw' }, async ({ caller, query, req, reply }) => {
    const userId = userIdOf(caller);
    const afterId = query.afterId ?? (await store.notices.lastIdOfUser(userId));
    const end = sendEventStream<TripChange>(req, reply, afterId, {
      read: (after) => tripChangesAfter(store, userId, after),
      idOf: (change) => change.id,
      isLast: () => false,
      subscribe: (wake) => hub.subscribe(userId, wake),
    });
    keepStream(end, reply);
  });
}
