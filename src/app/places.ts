import type { Airport, City } from '../../services/schemas/system';
import { localName } from './local-name';

/** The cities and airports a search may start or end at (reference data, cached by the browser for an hour). */
export interface Places {
  cities: City[];
  airports: Airport[];
}

/** A city with the airports that show under it. */
export interface PlaceGroup {
  city: City;
  airports: Airport[];
}

let loading: Promise<Places> | undefined;

/**
 * One load for every page and form of the visit that names places (they hold all three languages); the
 * request is not cancelled when one of them goes, since the others wait for it. A failure is tried again.
 */
export function loadPlaces(): Promise<Places> {
  // The service, and the HTTP client under it, load with this first call rather than with the first page.
  loading ??= import('../../services/system').then(({ getCities, getAirports }) => Promise.all([getCities(), getAirports()])).then(
    ([cities, airports]) => ({ cities, airports }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The name of a city or airport code in the reader's language; the code itself when it is neither. */
export function placeName(places: Places | null, code: string, locale: string): string {
  const place = places?.cities.find((c) => c.code === code) ?? places?.airports.find((a) => a.code === code);
  return place ? localName(place, locale) : code;
}

// Case, width, spaces and punctuation do not matter: 'narita', 'Ｎａｒｉｔａ' and "Xi'an" / 'xian' match.
const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s'’\-·().,（）]/g, '');
const matches = (needle: string) => (place: City | Airport) =>
  needle === '' || [place.code, place.nameEn, place.nameSc, place.nameTc].some((name) => fold(name).includes(needle));

/**
 * Cities found by code or name in English, simplified or traditional Chinese, each with its airports:
 * all of them when the city matches, else the ones that match (typing 成田 finds Tokyo with Narita).
 * An exact code comes first.
 */
export function searchPlaces(text: string, { cities, airports }: Places): PlaceGroup[] {
  const needle = fold(text);
  const isMatch = matches(needle);
  const groups = cities.flatMap((city) => {
    const own = airports.filter((a) => a.cityCode === city.code);
    if (isMatch(city)) return [{ city, airports: own }];
    const found = own.filter(isMatch);
    return found.length ? [{ city, airports: found }] : [];
  });
  const exact = (g: PlaceGroup) => [g.city, ...g.airports].some((p) => fold(p.code) === needle);
  return [...groups.filter(exact), ...groups.filter((g) => !exact(g))];
}
