import { codes } from '../../services/schemas/codes';
import { impressionsOf, type DrainageOrder } from '../../services/schemas/system';
import type { OrderOwner } from '../repositories/orders';
import type { Store } from '../repositories/store';
import { DomainError } from './errors';

/** The app's channel, as its X-Endpoint header names it ('APP HK', 'H5 CN'). */
export const channelOf = (endpoint: string | undefined): string => (endpoint?.startsWith('APP') ? 'APP' : 'H5');

/** A visit from a link that names a campaign (its impressions query). */
export async function addDrainageVisit(store: Store, url: string, channel: string, now: Date): Promise<void> {
  await store.drainage.addVisit({ url, impressions: impressionsOf(url), channel, createdAt: now });
}

/** An order the owner placed after such a visit: counted once, for the visit's campaign. */
export async function addDrainageOrder(store: Store, owner: OrderOwner, order: DrainageOrder, channel: string, now: Date): Promise<void> {
  if (!(await store.drainage.ownsOrder(order.orderNo, owner))) throw new DomainError(codes.orderNotFound, 'errors.orderNotFound');
  await store.drainage.addOrder({ url: order.url, orderNo: order.orderNo, impressions: impressionsOf(order.url), channel, createdAt: now });
}
