import { legPageOf, type LegPage } from './flight-pages';
import { busyOn, failedWithRetry } from './step-states';

/**
 * The search, a leg's flights and a flight's fare brand, as cash and award booking share them. A
 * flow names the actions these steps call (`keepFirstLeg`, `chooseBrand`, `clearError`, `fail`)
 * and the guards (`knownFlight`, `knownBrand`, made from the functions here).
 */

/** What a booking knows of its legs before the search: nothing found or chosen yet. */
export const noLegs = {
  legKeys: [] as string[],
  legOptions: [] as never[],
  legPages: [] as LegPage[],
  legIndex: 0,
  selectedFlightKey: null,
  brandChoice: null,
  legs: [] as never[],
  processKeyBrand: null,
};

/** The search's answer as the first leg's flights, nothing of a later leg kept and nothing chosen. */
export const firstLegOf = <O>(answer: LegPage & { processKey: string; options: O[] }) => ({
  legKeys: [answer.processKey],
  legOptions: [answer.options],
  legPages: [legPageOf(answer)],
  legIndex: 0,
  legs: [] as never[],
  selectedFlightKey: null,
});

interface Legs<O extends { flightKey: string }> {
  legOptions: O[][];
  legIndex: number;
  selectedFlightKey: string | null;
}
/** The flight chosen of the leg being chosen. */
export const selectedOption = <O extends { flightKey: string }>(c: Legs<O>) => c.legOptions[c.legIndex]?.find((o) => o.flightKey === c.selectedFlightKey);
/** A flight the leg being chosen lists. */
export const listsFlight = <O extends { flightKey: string }>(c: Legs<O>, flightKey: string) => c.legOptions[c.legIndex]?.some((o) => o.flightKey === flightKey) === true;
/** A brand the flight chosen sells. */
export const sellsBrand = <O extends { flightKey: string; brands: { brand: string }[] }>(c: Legs<O>, brand: string) =>
  selectedOption(c)?.brands.some((b) => b.brand === brand) === true;

/** The search's call: its answer's first leg kept (`keepFirstLeg`), a failure shown on the search form. */
export const searchingState = <S>() =>
  ({
    ...busyOn('search.submit'),
    invoke: {
      id: 'searchFlights',
      src: 'searchFlights',
      input: ({ context }: { context: { search: S | null } }) => context.search!,
      onDone: { target: 'results', actions: 'keepFirstLeg' },
      onError: { target: 'searchForm.failed', actions: 'fail' },
    },
  }) as const;

/** A flight's brands: one the flight sells confirmed (`chooseBrand`), or back to the flights; a failed confirm is retried. */
export const pickBrandState = <Id extends string>(machineId: Id) =>
  ({
    initial: 'editing',
    on: {
      'brand.confirm': { guard: 'knownBrand', target: 'confirmingBrand', actions: 'chooseBrand' },
      back: { target: 'results', actions: 'clearError' },
    },
    states: {
      editing: {},
      failed: failedWithRetry(`#${machineId}.confirmingBrand`),
    },
  }) as const;
