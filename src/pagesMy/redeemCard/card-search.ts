import type { RedeemCard } from '../../../services/schemas/redeem-card';

/** A card's flight search as the pages pass it on: the route either way and a date in the travel window. */
export interface CardSearch {
  cardId: number;
  org: string;
  dst: string;
  date: string;
}

/** The search in the query, else the card's route outbound on the first day it may be flown. */
export function searchOf(card: RedeemCard, query: Record<string, string>, today: string): CardSearch {
  const onRoute = (code: string | undefined) => (code === card.origin || code === card.destination ? code : undefined);
  const org = onRoute(query.org) ?? card.origin;
  const dst = onRoute(query.dst) ?? (org === card.origin ? card.destination : card.origin);
  const first = card.travelFrom > today ? card.travelFrom : today;
  return { cardId: card.cardId, org, dst: dst === org ? (org === card.origin ? card.destination : card.origin) : dst, date: query.date ?? first };
}

export const searchQuery = (s: CardSearch) => new URLSearchParams({ cardId: String(s.cardId), org: s.org, dst: s.dst, date: s.date }).toString();
