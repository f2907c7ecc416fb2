import type * as z from 'zod/mini';
import type { BoundPassenger } from '../../../services/schemas/bound-passenger';
import { codes } from '../../../services/schemas/codes';
import {
  isRedeemCode,
  redeemCardBrands,
  redeemCardStatuses,
  type activateRequestSchema,
  type CardCount,
  type CardUse,
  type RedeemCard,
  type RedeemCardCabin,
  type RedeemCardStatus,
  type RedeemCardType,
} from '../../../services/schemas/redeem-card';
import type { CardUseRow, RedeemCardRow } from '../../repositories/redeem-cards';
import type { OrderRow } from '../../repositories/orders';
import type { Page } from '../../repositories/page';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { maskDocument } from '../users';

/** The passenger must be given within this many hours of redeeming the code (spec section 9: the number is not shown). */
export const ACTIVATION_HOURS = 72;

export const cardNotFound = () => new DomainError(codes.cardNotFound, 'errors.cardNotFound');
const invalidCode = () => new DomainError(codes.invalidRedeemCode, 'errors.invalidRedeemCode');
export const cardExpired = () => new DomainError(codes.cardExpired, 'errors.cardExpired');

/** A card past its usage deadline is expired even before the job has marked it. */
export const isExpired = (card: RedeemCardRow, now: Date) => card.status === 'EXPIRED' || card.usageDeadline.getTime() <= now.getTime();

/** The passenger a card or a Travel Pass is bound to, as its owner sees them: the document number masked. */
export function boundPassenger(card: Pick<RedeemCardRow, 'passenger'>): BoundPassenger | null {
  const p = card.passenger;
  if (!p) return null;
  const { certNo, ...rest } = p;
  return { ...rest, certType: p.certType as BoundPassenger['certType'], certNoMasked: maskDocument(certNo)! };
}

export function cardView(card: RedeemCardRow, now: Date): RedeemCard {
  const status: RedeemCardStatus = isExpired(card, now) ? 'EXPIRED' : (card.status as RedeemCardStatus);
  return {
    cardId: card.id,
    cardNo: card.cardNo,
    redeemCode: card.redeemCode,
    type: card.type as RedeemCardType,
    cabin: card.cabin as RedeemCardCabin,
    brand: redeemCardBrands[card.cabin as RedeemCardCabin],
    origin: card.origin,
    destination: card.destination,
    status,
    usesAllowed: card.usesAllowed,
    usesTaken: card.usesTaken,
    usesLeft: card.usesAllowed === null ? null : Math.max(0, card.usesAllowed - card.usesTaken),
    issuedAt: card.issuedAt.toISOString(),
    redeemedAt: card.redeemedAt!.toISOString(),
    activationDeadline: card.activationDeadline!.toISOString(),
    activatedAt: card.activatedAt?.toISOString() ?? null,
    travelFrom: card.travelFrom,
    travelTo: card.travelTo,
    usageDeadline: card.usageDeadline.toISOString(),
    passenger: boundPassenger(card),
    serverTime: now.toISOString(),
  };
}

/**
 * Binds the card of a redeem code to the user, waiting for its passenger. A code of a card someone
 * (the user included) redeemed answers so, and nothing about the card.
 */
export async function redeemCard(store: Store, userId: number, redeemCode: string, now: Date): Promise<RedeemCard> {
  if (!isRedeemCode(redeemCode)) throw invalidCode();
  const card = await store.redeemCards.byCode(redeemCode);
  if (!card) throw invalidCode();
  if (card.ownerId !== null) throw new DomainError(codes.cardAlreadyRedeemed, 'errors.cardAlreadyRedeemed');
  if (isExpired(card, now)) throw cardExpired();
  const bound = await store.redeemCards.bind(card.id, userId, now, new Date(now.getTime() + ACTIVATION_HOURS * 3_600_000));
  if (!bound) throw new DomainError(codes.cardAlreadyRedeemed, 'errors.cardAlreadyRedeemed');
  return cardView(bound, now);
}

export async function ownCard(store: Store, userId: number, cardId: number): Promise<RedeemCardRow> {
  const card = await store.redeemCards.ofOwner(cardId, userId);
  if (!card) throw cardNotFound();
  return card;
}

/** Gives the card its passenger: once, before the activation deadline; the details are frozen from then on. */
export async function activateCard(store: Store, userId: number, request: z.infer<typeof activateRequestSchema>, now: Date): Promise<RedeemCard> {
  const card = await ownCard(store, userId, request.cardId);
  if (card.activatedAt !== null) throw new DomainError(codes.alreadyActivated, 'errors.alreadyActivated');
  if (isExpired(card, now)) throw cardExpired();
  if (now.getTime() >= card.activationDeadline!.getTime()) throw new DomainError(codes.activationClosed, 'errors.activationClosed');
  const activated = await store.redeemCards.activate(card.id, userId, request.passenger, now);
  if (!activated) throw new DomainError(codes.alreadyActivated, 'errors.alreadyActivated');
  return cardView(activated, now);
}

export async function cardPage(store: Store, userId: number, status: RedeemCardStatus | undefined, page: Page, now: Date) {
  const { records, total } = await store.redeemCards.pageOf(userId, status, page);
  return { records: records.map((c) => cardView(c, now)), total, ...page };
}

export async function cardCount(store: Store, userId: number): Promise<CardCount> {
  const rows = await store.redeemCards.countsOf(userId);
  const count = Object.fromEntries(redeemCardStatuses.map((s) => [s, rows.find((r) => r.status === s)?.count ?? 0])) as Omit<CardCount, 'total'>;
  return { ...count, total: rows.reduce((n, r) => n + r.count, 0) };
}

export async function cardDetail(store: Store, userId: number, cardId: number, now: Date): Promise<RedeemCard> {
  return cardView(await ownCard(store, userId, cardId), now);
}

interface OrderSegment {
  flightId: number;
  flightNo: string;
  depAirport: string;
  arrAirport: string;
  depAt: string;
  arrAt: string;
  depLocal: string;
  arrLocal: string;
  durationMin: number;
  distanceKm: number;
  aircraft: string;
  aircraftName: string;
  brand: string;
  cabin: string;
}

function useView({ use, order }: { use: CardUseRow; order: OrderRow }): CardUse {
  const { fare: _fare, rbd: _rbd, ...segment } = (order.itinerary as { segments: (OrderSegment & { fare?: unknown; rbd?: string })[] }).segments[0]!;
  const passenger = (order.passengers as { lastName: string; firstName: string }[])[0]!;
  return {
    id: use.id,
    cardId: use.cardId,
    orderId: order.id,
    orderNo: order.orderNo,
    orderStatus: order.status,
    status: use.status as CardUse['status'],
    ticketNo: use.ticketNo,
    pnr: order.pnr,
    segment,
    currency: order.currency as CardUse['currency'],
    taxAmount: Number(order.taxAmount),
    passenger: { lastName: passenger.lastName, firstName: passenger.firstName },
    createdAt: use.createdAt.toISOString(),
    usedAt: use.status === 'USED' ? use.settledAt!.toISOString() : null,
  };
}

/** The flights booked with the user's card. */
export async function cardSegments(store: Store, userId: number, cardId: number): Promise<CardUse[]> {
  const card = await ownCard(store, userId, cardId);
  return (await store.redeemCards.usesOf(card.id)).map(useView);
}

export async function cardUse(store: Store, userId: number, id: number): Promise<CardUse> {
  const row = await store.redeemCards.useOfOwner(id, userId);
  if (!row) throw cardNotFound();
  return useView(row);
}

/** The card's bound passenger: none before activation. */
export async function cardPassengers(store: Store, userId: number, cardId: number): Promise<BoundPassenger[]> {
  const passenger = boundPassenger(await ownCard(store, userId, cardId));
  return passenger ? [passenger] : [];
}

/** Cards past their usage deadline become EXPIRED (the job). */
export const expireCards = (store: Store, now: Date) => store.redeemCards.expireDue(now);
