import type { BrandOffer, FlightOption, FlightSegment, SearchRequest } from '../../../services/schemas/offer';
import { byDeparture, type FlightRow, type FlightSummary, type FlightWithInventory } from '../../repositories/flights';
import type { Store } from '../../repositories/store';
import { adultFareHKD, type ItemisedTaxes, brandsOfCabin, capacityOf, convert, fareHKD, flashSaleCurrencies, sum, taxesHKD, type Currency, type FareBrand, type PassengerType } from './fares';
import { hongKongToday, localTime, type Reference } from './reference';
import { awardMiles, toAwardOffer } from './award-fares';
import { addDays } from '../../../services/schemas/calendar-dates';
import { codes } from '../../../services/schemas/codes';
import { DomainError } from '../errors';

/** Bookings close two hours before departure. */
export const BOOKING_CUTOFF_MS = 2 * 3_600_000;
/** Flights are sold this many days ahead of the day in Hong Kong: a search for a later day is refused, not looked for. */
export const BOOKING_HORIZON_DAYS = 366;
const MIN_CONNECTION_MIN = 60;
const MAX_CONNECTION_MIN = 24 * 60;
const HUB = 'HKG';

/** What is known of a flight to tell its seats: its inventory rows by id, else its aircraft's cabins. */
type Seated = Pick<FlightRow, 'id' | 'aircraftCode'>;

export interface Inventory {
  remaining(flight: Seated, brand: FareBrand): number;
  soldShare(flight: Seated, brand: FareBrand): number;
}

export function inventoryOf(ref: Reference, flights: Pick<FlightWithInventory, 'id' | 'inventory'>[]): Inventory {
  const rowsOf = new Map(flights.map((f) => [f.id, f.inventory]));
  const rowOf = (flight: Seated, brand: FareBrand) => rowsOf.get(flight.id)?.find((r) => r.rbd === brand.rbd);
  const capacity = (flight: Seated, brand: FareBrand) => {
    const row = rowOf(flight, brand);
    if (row) return row.capacity;
    const seats = ref.aircraft.get(flight.aircraftCode)?.cabinSeats[brand.cabin] ?? 0;
    return seats === 0 ? 0 : capacityOf(brand, seats);
  };
  const taken = (flight: Seated, brand: FareBrand) => {
    const row = rowOf(flight, brand);
    return row ? row.sold + row.held : 0;
  };
  return {
    remaining: (flight, brand) => Math.max(0, capacity(flight, brand) - taken(flight, brand)),
    soldShare: (flight, brand) => {
      const cap = capacity(flight, brand);
      return cap === 0 ? 1 : taken(flight, brand) / cap;
    },
  };
}

/** What every brand of an itinerary is charged alike: each tax per passenger type (the award search lists them), and their sums (a cash search shows those). */
export interface ItineraryTaxes {
  itemised: ItemisedTaxes;
  total: Record<PassengerType, number>;
}

export function itineraryTaxes(ref: Reference, legFlights: FlightRow[], currency: Currency): ItineraryTaxes {
  const itemised = (type: PassengerType) =>
    legFlights.flatMap((f) => taxesHKD(type, ref.airports.get(f.depAirport)?.countryCode ?? '', f.distanceKm).map((tax) => ({ ...tax, amount: convert(tax.amount, currency) })));
  const taxes: ItemisedTaxes = { ADT: itemised('ADT'), CNN: itemised('CNN'), INF: itemised('INF') };
  const total = (type: PassengerType) => sum(taxes[type].map((x) => x.amount), currency);
  return { itemised: taxes, total: { ADT: total('ADT'), CNN: total('CNN'), INF: total('INF') } };
}

/** One brand's price for an itinerary of one or more flights, per passenger type. */
export function priceBrand(legFlights: FlightRow[], brand: FareBrand, inventory: Inventory, taxes: ItineraryTaxes, currency: Currency): BrandOffer {
  const adultFares = legFlights.map((f) => adultFareHKD(brand, f.distanceKm, f.depDate, inventory.soldShare(f, brand)));
  const fare = (type: PassengerType) => convert(adultFares.reduce((s, a) => s + fareHKD(a, type), 0), currency);
  return {
    brand: brand.brand,
    rbd: brand.rbd,
    cabin: brand.cabin,
    fare: { ADT: fare('ADT'), CNN: fare('CNN'), INF: fare('INF') },
    tax: taxes.total,
    remaining: Math.min(...legFlights.map((f) => inventory.remaining(f, brand))),
    promo: brand.promo,
    flashSale: brand.flashSale === true,
    student: brand.student,
    baggageKg: brand.baggageKg,
    carryOnKg: brand.carryOnKg,
    changeFee: brand.changeFeeHKD === null ? null : convert(brand.changeFeeHKD, currency),
    refundFee: brand.refundFeeHKD === null ? null : convert(brand.refundFeeHKD, currency),
    freeSeatSelection: brand.freeSeatSelection,
    milesPercent: brand.milesPercent,
  };
}

export function toSegment(ref: Reference, f: FlightRow): FlightSegment {
  const aircraft = ref.aircraft.get(f.aircraftCode);
  return {
    flightId: f.id,
    flightNo: f.flightNo,
    depAirport: f.depAirport,
    arrAirport: f.arrAirport,
    depAt: f.depAt.toISOString(),
    arrAt: f.arrAt.toISOString(),
    depLocal: localTime(f.depAt, ref.airports.get(f.depAirport)?.timeZone ?? 'UTC'),
    arrLocal: localTime(f.arrAt, ref.airports.get(f.arrAirport)?.timeZone ?? 'UTC'),
    durationMin: f.durationMin,
    distanceKm: f.distanceKm,
    aircraft: f.aircraftCode,
    aircraftName: aircraft?.name ?? f.aircraftCode,
  };
}

/** A flight's segment is the same in every search that reads the same row (see pricedBefore). */
const segments = new WeakMap<FlightRow, FlightSegment>();
const segmentOf = (ref: Reference, f: FlightRow) => segments.get(f) ?? segments.set(f, toSegment(ref, f)).get(f)!;

/**
 * Itineraries priced before, by their first flight's row. The search cache hands every search the
 * same row objects until a flight of the day changes, and then new ones: a price kept here is of
 * rows still current only while its rows are the very ones being searched.
 */
const pricedBefore = new WeakMap<FlightRow, Map<string, { flights: FlightRow[]; option: FlightOption }>>();

function remembered(flights: FlightRow[], variant: string, price: () => FlightOption): FlightOption {
  let kept = pricedBefore.get(flights[0]!);
  if (!kept) pricedBefore.set(flights[0]!, (kept = new Map()));
  const known = kept.get(variant);
  if (known && known.flights.length === flights.length && known.flights.every((f, i) => f === flights[i])) return known.option;
  const option = price();
  kept.set(variant, { flights, option });
  return option;
}

/** A page of a leg's flights: which page, and how many flights a page holds. */
export interface SearchPage {
  pageNum: number;
  pageSize: number;
}

/** The bookable flights of one leg, in the order shown: direct first, then by departure. Each is priced only when asked for. */
export interface LegFlights {
  all(): Promise<FlightOption[]>;
  page(page: SearchPage): Promise<{ total: number; options: FlightOption[] }>;
  /** The flight of this key, if it is still bookable. */
  find(flightKey: string): Promise<FlightOption | undefined>;
}

/** A leg's bookable itinerary with the brands it sells. */
interface Bookable {
  flightKey: string;
  flights: FlightRow[];
  brands: FareBrand[];
}

/** A leg's itineraries by their flights' summaries, and the rows of the flights of chosen ones by id. */
interface Itineraries {
  itineraries: FlightSummary[][];
  rowsOf(ids: number[]): Promise<Map<number, FlightRow>>;
}

/** A route to or from Hong Kong: its day's flights summarised, and only the rows of a page's read. */
async function directItineraries(store: Store, from: string[], to: string[], date: string): Promise<Itineraries> {
  return {
    itineraries: (await store.flights.routeSummaries(from, to, date)).map((f) => [f]),
    rowsOf: async (ids) => new Map((await store.flights.routeFlights(from, to, date, ids)).map((f) => [f.id, f])),
  };
}

/** For two cities other than Hong Kong, direct flights on the day and connections through it, all read. */
async function connectingItineraries(store: Store, from: string[], to: string[], date: string): Promise<Itineraries> {
  const direct = await store.flights.direct(from, to, date);
  const [first, second] = await Promise.all([store.flights.toHub(from, HUB, date), store.flights.fromHub(HUB, to, date, addDays(date, 1))]);
  const connections = first.flatMap((a) =>
    second
      .filter((b) => {
        const gap = (b.depAt.getTime() - a.arrAt.getTime()) / 60_000;
        return gap >= MIN_CONNECTION_MIN && gap <= MAX_CONNECTION_MIN;
      })
      .map((b) => [a, b]),
  );
  const rows = new Map<number, FlightRow>([...direct, ...first, ...second].map((f) => [f.id, f]));
  return { itineraries: [...direct.map((f) => [f]), ...connections], rowsOf: async () => rows };
}

/**
 * The flights of one leg of a search with every brand of the cabin (or the brands given) that still
 * has seats for the party. A later leg of a trip leaves at least the minimum connection time after the previous leg lands.
 */
export async function legFlights(
  store: Store,
  ref: Reference,
  search: SearchRequest,
  legIndex: number,
  now: Date,
  previousArrival?: string,
  /** The award search, in the caller's language (award brands only, priced in points), or the brands a redeem card offers. */
  offer: { award?: { locale: string }; brands?: FareBrand[] } = {},
): Promise<LegFlights> {
  const { award } = offer;
  const leg = search.segments[legIndex];
  if (leg && leg.date > addDays(hongKongToday(now), BOOKING_HORIZON_DAYS)) throw new DomainError(codes.badRequest, 'errors.dateBeyondSale', { days: BOOKING_HORIZON_DAYS });
  const earliest = previousArrival === undefined ? -Infinity : Date.parse(previousArrival) + MIN_CONNECTION_MIN * 60_000;
  const from = leg ? ref.airportsOf(leg.org) : [];
  const to = leg ? ref.airportsOf(leg.dst) : [];
  const { itineraries, rowsOf }: Itineraries =
    !leg || from.length === 0 || to.length === 0
      ? { itineraries: [], rowsOf: async () => new Map() }
      : await (from.includes(HUB) || to.includes(HUB) ? directItineraries : connectingItineraries)(store, from, to, leg.date);
  const inventory = inventoryOf(ref, itineraries.flat());
  const seatsNeeded = search.passengers.adult + search.passengers.child;
  const offered = offer.brands ?? brandsOfCabin(search.classLevel, award !== undefined);
  /** What a search sells: a brand of an itinerary with seats for the party on each of its flights. */
  const sells = (b: FareBrand, fs: FlightSummary[]) =>
    (!b.flashSale || (fs.length === 1 && (flashSaleCurrencies as readonly Currency[]).includes(search.currency))) && fs.every((f) => inventory.remaining(f, b) >= seatsNeeded);
  const keyOf = (fs: FlightSummary[]) => fs.map((f) => f.id).join('-');
  const bookable = itineraries
    .filter((fs) => fs[0]!.depAt.getTime() - now.getTime() >= BOOKING_CUTOFF_MS && fs[0]!.depAt.getTime() >= earliest && offered.some((b) => sells(b, fs)))
    // Direct first, then by departure; ties (connections sharing their first flight) by key: every page of the leg must see one order.
    .sort((a, b) => a.length - b.length || byDeparture(a[0]!, b[0]!) || keyOf(a).localeCompare(keyOf(b)));

  /** The itineraries chosen, with their brands and their flights' rows read. */
  const read = async (chosen: FlightSummary[][]): Promise<Bookable[]> => {
    const rows = await rowsOf([...new Set(chosen.flat().map((f) => f.id))]);
    return chosen.flatMap((fs) => {
      const flights = fs.map((f) => rows.get(f.id));
      // A flight cancelled since its summary was read is no longer sold.
      return flights.every((f) => f !== undefined) ? [{ flightKey: keyOf(fs), flights, brands: offered.filter((b) => sells(b, fs)) }] : [];
    });
  };

  const pricedNow = ({ flightKey, flights: fs, brands }: Bookable): FlightOption => {
    const last = fs[fs.length - 1]!;
    const taxes = itineraryTaxes(ref, fs, search.currency);
    return {
      flightKey,
      segments: fs.map((f) => segmentOf(ref, f)),
      durationMin: Math.round((last.arrAt.getTime() - fs[0]!.depAt.getTime()) / 60_000),
      stops: fs.length - 1,
      transit: fs.slice(1).map((f) => f.depAirport),
      brands: brands.map((b) => {
        const offer = priceBrand(fs, b, inventory, taxes, search.currency);
        return award ? toAwardOffer(offer, awardMiles(b, fs, inventory), taxes.itemised, fs.length, award.locale) : offer;
      }),
    };
  };
  const priced = (it: Bookable) => remembered(it.flights, [it.flightKey, search.currency, award?.locale, ...it.brands.map((b) => b.brand)].join('|'), () => pricedNow(it));

  return {
    all: async () => (await read(bookable)).map(priced),
    page: async ({ pageNum, pageSize }) => ({ total: bookable.length, options: (await read(bookable.slice((pageNum - 1) * pageSize, pageNum * pageSize))).map(priced) }),
    find: async (flightKey) => {
      const found = bookable.find((fs) => keyOf(fs) === flightKey);
      return found && (await read([found])).map(priced)[0];
    },
  };
}

/** Every bookable flight of one leg, priced (see legFlights). */
export async function searchLeg(...args: Parameters<typeof legFlights>): Promise<FlightOption[]> {
  return (await legFlights(...args)).all();
}
