import { searchRequestSchema } from '../../services/schemas/offer';
import { settingsActor } from '../app/actors';
import { validate } from '../app/validate';
import { bookingActor } from './booking-actor';
import { rememberSearch, type SearchDraft } from './search-draft';

/**
 * Starts the booking afresh with the search as drafted, in the traveller's currency, and remembers it
 * among the recent searches; the page on screen follows the flow to the results. Answers the locale key
 * of the first thing wrong with the draft instead, and then starts nothing.
 */
export function startSearch(draft: SearchDraft): string | null {
  const check = validate(searchRequestSchema, { ...draft, currency: settingsActor.getSnapshot().context.currency });
  if ('errors' in check) return Object.values(check.errors)[0]!;
  rememberSearch(draft);
  // Pressed again while the search runs, the booking only says it is busy.
  const booking = bookingActor.getSnapshot();
  if (!booking.matches('searchForm') && !booking.matches('searching')) bookingActor.send({ type: 'booking.restart' });
  bookingActor.send({ type: 'search.submit', search: check.data });
  return null;
}
