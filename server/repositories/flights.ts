import { and, eq, getTableColumns, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fareInventory, flights, seatAssignments } from '../db/schema';
import { lazy } from './lazy';

export type FlightRow = typeof flights.$inferSelect;
export type InventoryRow = Pick<typeof fareInventory.$inferSelect, 'rbd' | 'capacity' | 'sold' | 'held'>;
/** A flight with its fare inventory rows (none before its first order). */
export type FlightWithInventory = FlightRow & { inventory: InventoryRow[] };

/** A flight and, in the same query, its inventory: one database round trip fewer per search. */
const flightWithInventory = {
  ...getTableColumns(flights),
  // Spelled out: drizzle leaves column names unqualified in a select list.
  inventory: sql<InventoryRow[]>`coalesce((select json_agg(json_build_object('rbd', fi.rbd, 'capacity', fi.capacity, 'sold', fi.sold, 'held', fi.held)) from fare_inventory fi where fi.flight_id = flights.id), '[]'::json)`,
};

/** What a search weighs of a flight to choose the flights of a page: its departure, its aircraft and its fare inventory rows. */
export type FlightSummary = Pick<FlightRow, 'id' | 'depAt' | 'aircraftCode'> & { inventory: InventoryRow[] };

/** The order a leg's flights are shown in: by departure, then by id. */
export const byDeparture = (a: Pick<FlightRow, 'id' | 'depAt'>, b: Pick<FlightRow, 'id' | 'depAt'>) => a.depAt.getTime() - b.depAt.getTime() || a.id - b.id;

export type FlightRepository = ReturnType<typeof createFlightRepository>;

/** Flights, what their booking classes have sold and held, and their taken seats. */
export function createFlightRepository(db: Executor) {
  // The search's queries are built once: drizzle otherwise builds the SQL anew for every search.
  const searches = lazy(() => {
    const [from, to, date, until, hub] = [sql.placeholder('from'), sql.placeholder('to'), sql.placeholder('date'), sql.placeholder('until'), sql.placeholder('hub')];
    const select = () => db.select(flightWithInventory).from(flights);
    // A cancelled flight is no longer sold.
    const running = isNull(flights.cancelledAt);
    const route = and(sql`${flights.depAirport} = any(${from})`, sql`${flights.arrAirport} = any(${to})`, eq(flights.depDate, date), running);
    return {
      // One row per flight and inventory row: no aggregate per flight.
      routeSummaries: db
        .select({ id: flights.id, depAt: flights.depAt, aircraftCode: flights.aircraftCode, rbd: fareInventory.rbd, capacity: fareInventory.capacity, sold: fareInventory.sold, held: fareInventory.held })
        .from(flights)
        .leftJoin(fareInventory, eq(fareInventory.flightId, flights.id))
        .where(route)
        // The order they are shown in (byDeparture): sorting them again is then quick.
        .orderBy(flights.depAt, flights.id)
        .prepare('search_route_summaries'),
      routeFlights: db
        .select()
        .from(flights)
        .where(and(route, sql`${flights.id} = any(${sql.placeholder('ids')})`))
        .prepare('search_route_flights'),
      direct: select().where(route).prepare('search_direct'),
      toHub: select()
        .where(and(sql`${flights.depAirport} = any(${from})`, eq(flights.arrAirport, hub), eq(flights.depDate, date), running))
        .prepare('search_to_hub'),
      departures: select()
        .where(and(eq(flights.depAirport, sql.placeholder('airport')), eq(flights.depDate, date), running))
        .prepare('search_departures'),
      routeDay: select()
        .where(and(eq(flights.depAirport, sql.placeholder('dep')), eq(flights.arrAirport, sql.placeholder('arr')), eq(flights.depDate, date), running))
        .prepare('search_route_day'),
      fromHub: select()
        .where(and(eq(flights.depAirport, hub), sql`${flights.arrAirport} = any(${to})`, gte(flights.depDate, date), lte(flights.depDate, until), running))
        .prepare('search_from_hub'),
    };
  });
  return {
    /** The flights from one of `from` to one of `to` on a day, as much as a search needs to choose a page of them. */
    async routeSummaries(from: string[], to: string[], date: string): Promise<FlightSummary[]> {
      const byId = new Map<number, FlightSummary>();
      for (const { id, depAt, aircraftCode, rbd, capacity, sold, held } of await searches().routeSummaries.execute({ from, to, date })) {
        const summary = byId.get(id) ?? byId.set(id, { id, depAt, aircraftCode, inventory: [] }).get(id)!;
        if (rbd !== null) summary.inventory.push({ rbd, capacity: capacity!, sold: sold!, held: held! });
      }
      return [...byId.values()];
    },
    /** The flights of these ids from one of `from` to one of `to` on a day: a page chosen by their summaries. */
    routeFlights: (from: string[], to: string[], date: string, ids: number[]): Promise<FlightRow[]> => searches().routeFlights.execute({ from, to, date, ids }),
    /** Flights from one of `from` to one of `to` on a day (not cancelled, as all three). */
    direct: (from: string[], to: string[], date: string): Promise<FlightWithInventory[]> => searches().direct.execute({ from, to, date }),
    /** Flights from one of `from` to the hub on a day. */
    toHub: (from: string[], hub: string, date: string): Promise<FlightWithInventory[]> => searches().toHub.execute({ from, hub, date }),
    /** Every flight leaving an airport on a day: what the search cache keeps of most airports. */
    departures: (airport: string, date: string): Promise<FlightWithInventory[]> => searches().departures.execute({ airport, date }),
    /** Every flight from one airport to another on a day: what the search cache keeps of an airport with many flights a day. */
    routeDay: (dep: string, arr: string, date: string): Promise<FlightWithInventory[]> => searches().routeDay.execute({ dep, arr, date }),
    /** Flights from the hub to one of `to` leaving from `date` to `until`. */
    fromHub: (hub: string, to: string[], date: string, until: string): Promise<FlightWithInventory[]> => searches().fromHub.execute({ hub, to, date, until }),

    async takenSeats(flightId: number): Promise<Set<string>> {
      const rows = await db.select({ seatNo: seatAssignments.seatNo }).from(seatAssignments).where(eq(seatAssignments.flightId, flightId));
      return new Set(rows.map((r) => r.seatNo));
    },
  };
}
