import type { SearchPageResponse } from '../services/schemas/offer';
import { busyOn } from './step-states';

/** Where the paging of a leg's flights stands: the last page loaded, and how many flights the leg has. */
export type LegPage = Pick<SearchPageResponse, 'pageNum' | 'pageSize' | 'total'>;

export const legPageOf = ({ pageNum, pageSize, total }: LegPage): LegPage => ({ pageNum, pageSize, total });

/** Whether a booking saved in this tab has the shape this version keeps (a booking saved before paging has no `legPages`). */
export const hasLegPages = (saved: { context: { legPages?: unknown } }) => Array.isArray(saved.context.legPages);

/** Whether the leg being chosen has flights beyond the pages loaded. */
export const hasMoreFlights = (c: { legPages: LegPage[]; legIndex: number }) => {
  const page = c.legPages[c.legIndex];
  return page !== undefined && page.pageNum * page.pageSize < page.total;
};

/** The next page of the leg being chosen: its own search for the first leg, its search key for a later one. */
export const nextPageOf = <S>(c: { search: S | null; legKeys: string[]; legPages: LegPage[]; legIndex: number }) => ({
  legIndex: c.legIndex,
  search: c.search!,
  processKey: c.legKeys[c.legIndex]!,
  pageNum: c.legPages[c.legIndex]!.pageNum + 1,
});
export type NextPage<S> = ReturnType<typeof nextPageOf<S>>;

/**
 * The leg's flights with a later page's after them. A flight freed or added since the first page
 * shifts the pages back, so a flight already shown may come again: it is shown once. (One sold out
 * since shifts them forward: a flight may then be missed until the search is made again.)
 */
export function withPage<O extends { flightKey: string }, C extends { legOptions: O[][]; legPages: LegPage[]; legIndex: number }>(
  c: C,
  answer: LegPage & { options: O[] },
): Pick<C, 'legOptions' | 'legPages'> {
  const shown = c.legOptions[c.legIndex] ?? [];
  const added = answer.options.filter((o) => !shown.some((s) => s.flightKey === o.flightKey));
  const replace = <T>(list: T[], item: T) => list.map((x, i) => (i === c.legIndex ? item : x));
  return { legOptions: replace(c.legOptions, [...shown, ...added]), legPages: replace(c.legPages, legPageOf(answer)) };
}

/**
 * The substates of a leg's flights, for a flow searching with `S`: `choosing` takes `flights.more`
 * while the leg has more (guard `hasMoreFlights`); the page loads (`searchMoreFlights`, action
 * `appendFlights`) while the flights shown can still be chosen; a failed page is retried.
 */
export const moreFlightsStates =
  <S>() =>
  <OnError>(onError: OnError) =>
    ({
      choosing: { on: { 'flights.more': { guard: 'hasMoreFlights', target: 'loadingMore' } } },
      loadingMore: {
        ...busyOn('flights.more'),
        invoke: {
          id: 'searchMoreFlights',
          src: 'searchMoreFlights',
          input: ({ context }: { context: { search: S | null; legKeys: string[]; legPages: LegPage[]; legIndex: number } }) => nextPageOf(context),
          onDone: { target: 'choosing', actions: 'appendFlights' },
          onError,
        },
      },
      // More flights, pressed again, tries again as Retry does.
      moreFailed: { tags: ['failed'], on: { retry: { target: 'loadingMore', actions: 'clearError' }, 'flights.more': { target: 'loadingMore', actions: 'clearError' } } },
    }) as const;
