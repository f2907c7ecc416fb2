import type { RedeemCardStatus } from '../../../services/schemas/redeem-card';
import type { RedeemCardRow } from '../../repositories/redeem-cards';
import type { Store } from '../../repositories/store';

/** A usable card's status once `used` of its uses are ticketed: an unlimited card stays USABLE until it expires. */
export function statusAfterUses(card: Pick<RedeemCardRow, 'type' | 'usesAllowed'>, used: number): RedeemCardStatus {
  if (card.usesAllowed !== null && used >= card.usesAllowed) return 'USED';
  return card.type === 'MULTI' && used > 0 ? 'PARTIALLY' : 'USABLE';
}

/** A card order's tickets are issued: its use counts as flown. Runs in the transaction that issues them. */
export async function spendCardUse(tx: Store, orderId: number, now: Date): Promise<void> {
  const use = await tx.redeemCards.settleUse(orderId, 'USED', now);
  if (!use) return;
  // Locked, so two orders of one card paid at once count each other's use.
  const card = await tx.redeemCards.lock(use.cardId);
  if (!card || (card.status !== 'USABLE' && card.status !== 'PARTIALLY')) return;
  const status = statusAfterUses(card, await tx.redeemCards.usedCount(card.id));
  if (status !== card.status) await tx.redeemCards.setStatus(card.id, status);
}

/** A card order closed unpaid (expired or cancelled): its use goes back on the card. */
export async function releaseCardUse(tx: Store, orderId: number, now: Date): Promise<void> {
  const use = await tx.redeemCards.settleUse(orderId, 'RELEASED', now);
  if (use) await tx.redeemCards.giveUseBack(use.cardId);
}

/**
 * A card order's ticket was refunded: its use goes back on the card, which may be booked again until
 * its usage deadline (a used-up card is usable again). Runs in the transaction that completes the refund.
 */
export async function returnCardUse(tx: Store, orderId: number, now: Date): Promise<void> {
  const use = await tx.redeemCards.refundUse(orderId, now);
  if (!use) return;
  const card = (await tx.redeemCards.lock(use.cardId))!;
  await tx.redeemCards.giveUseBack(card.id);
  if (card.status === 'EXPIRED') return;
  const status = card.usageDeadline <= now ? 'EXPIRED' : statusAfterUses(card, await tx.redeemCards.usedCount(card.id));
  if (status !== card.status) await tx.redeemCards.setStatus(card.id, status);
}
