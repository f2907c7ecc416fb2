import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';

export const DAY_MS = 86_400_000;

/** What a pass order keeps beside the orders table's columns. */
export interface PassOrderExtras {
  pass: { packageId: number; quantity: number };
  refund?: { reason: string; remark: string | null; requestedAt: string };
}

export const extrasOf = (order: OrderRow) => order.extras as PassOrderExtras;

/** A pass order was paid: its passes are issued, valid from now for the package's days but not past its travel dates. Runs in the issuing transaction. */
export async function issuePasses(tx: Store, order: OrderRow, now: Date): Promise<void> {
  const { pass } = extrasOf(order);
  const pkg = (await tx.travelPasses.packageById(pass.packageId))!;
  const lastTravelDay = new Date(`${pkg.travelTo}T16:00:00Z`);
  const validUntil = new Date(Math.min(now.getTime() + pkg.validityDays * DAY_MS, lastTravelDay.getTime()));
  await tx.travelPasses.addPasses(
    Array.from({ length: pass.quantity }, (_, i) => ({ passNo: `TP${order.orderNo.slice(2)}${i + 1}`, orderId: order.id, packageId: pkg.id, ownerId: order.userId!, validUntil })),
  );
}

/** A pass order closed unpaid (expired or cancelled): its passes go back on sale. Runs in the closing transaction. */
export async function releasePassStock(tx: Store, order: OrderRow): Promise<void> {
  if (order.kind !== 'PASS') return;
  const { pass } = extrasOf(order);
  await tx.travelPasses.giveBack(pass.packageId, pass.quantity);
}

/** A flight booked with a pass is ticketed: its use counts as flown. Runs in the issuing transaction. */
export async function spendPassUse(tx: Store, orderId: number, now: Date): Promise<void> {
  await tx.travelPasses.settleUse(orderId, 'HELD', 'USED', now);
}

/** A flight order booked with a pass closed unpaid: its ticket goes back on the pass. */
export async function releasePassUse(tx: Store, orderId: number, now: Date): Promise<void> {
  const use = await tx.travelPasses.settleUse(orderId, 'HELD', 'RELEASED', now);
  if (use) await tx.travelPasses.giveTicketBack(use.passId);
}

/** The ticket of a flight booked with a pass was refunded: the ticket goes back on the pass, once. */
export async function returnPassUse(tx: Store, orderId: number, now: Date): Promise<void> {
  const use = await tx.travelPasses.settleUse(orderId, 'USED', 'REFUNDED', now);
  if (use) await tx.travelPasses.giveTicketBack(use.passId);
}
