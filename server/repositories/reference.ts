import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { aircraftTypes, airports, boardingPassTips, cities, countries } from '../db/schema';

/** The network and other reference data: it changes only with a new seed. */
export function createReferenceRepository(db: Executor) {
  return {
    airports: () => db.select().from(airports).orderBy(airports.code),
    hotAirports: () => db.select().from(airports).where(eq(airports.hot, true)).orderBy(airports.code),
    airportsOfCity: (cityCode: string) => db.select().from(airports).where(eq(airports.cityCode, cityCode)).orderBy(airports.code),
    cities: () => db.select().from(cities).orderBy(cities.code),
    countries: () => db.select().from(countries).orderBy(countries.code),
    timeCardCountries: () => db.select().from(countries).where(eq(countries.timeCard, true)).orderBy(countries.code),
    aircraftTypes: () => db.select().from(aircraftTypes),
    /** Tips for every airport, plus those of the airport asked for. */
    boardingPassTips: (airportCode?: string) =>
      db
        .select()
        .from(boardingPassTips)
        .where(airportCode ? or(isNull(boardingPassTips.airportCode), eq(boardingPassTips.airportCode, airportCode)) : isNull(boardingPassTips.airportCode))
        .orderBy(asc(boardingPassTips.sort)),
  };
}
