import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { getCountryTree } from '../../services/system';
import type { City } from '../../services/schemas/system';
import { settingsActor } from './actors';
import { useLoad } from './hooks';
import { localName } from './local-name';

/** Every city by its own code and by the codes of its airports, loaded once a visit. */
let citiesByCode: Promise<Map<string, City>> | undefined;

function loadCities(): Promise<Map<string, City>> {
  citiesByCode ??= getCountryTree().then(
    (tree) => new Map(tree.flatMap((country) => country.cities.flatMap((city) => [[city.code, city] as const, ...city.airports.map((a) => [a.code, city] as const)]))),
  );
  // A failed load is tried again by the next page that needs it.
  citiesByCode.catch(() => (citiesByCode = undefined));
  return citiesByCode;
}

/** Fetches the city names now, for a page that shows places once its own data is in: the two are fetched side by side. */
export const fetchCityNamesSoon = (): void => void loadCities().catch(() => {});

/** The city of a city or airport code in the reader's language: 'Tokyo', '東京'; null until the names are in or for an unknown code. */
export function useCityName(): (code: string) => string | null {
  const locale = useSelector(settingsActor, (s) => s.context.locale);
  const cities = useLoad(loadCities);
  return (code) => {
    const city = cities.data?.get(code);
    return city ? localName(city, locale) : null;
  };
}

/** The city of a city or airport code in the reader's language, with the code: 'Tokyo (NRT)', '東京（NRT）'; the code alone until the names are in. */
export function usePlaceName(): (code: string) => string {
  const { t } = useTranslation();
  const cityName = useCityName();
  return (code) => {
    const name = cityName(code);
    return name ? t('format.airport', { name, code }) : code;
  };
}
