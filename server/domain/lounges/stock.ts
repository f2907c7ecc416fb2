import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';

/** A closing unpaid VIP order gives its day's stock back; runs in the transaction that closes it, so once. */
export async function releaseLoungeStock(tx: Store, order: OrderRow): Promise<void> {
  if (order.kind !== 'VIP') return;
  const vip = await tx.lounges.orderOf(order.id);
  if (vip) await tx.lounges.release(vip, vip.quantity);
}
