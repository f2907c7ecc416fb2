import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPlaces, searchPlaces } from '../app/places';
import { localName } from '../app/local-name';
import { useLoad } from '../app/hooks';
import { useLocale } from '../app/use-session';
import { EmptyState } from '../ui/EmptyState';
import { Failed } from './Failed';
import { Loading } from './Loading';
import './PlacePicker.css';

/**
 * Choose a city or an airport: popular ones first, then a search by code or name in any language.
 * Cities list their airports; with `airportsOnly` a city is only a heading and an airport must be chosen.
 */
export function PlacePicker({ airportsOnly = false, onChoose }: { airportsOnly?: boolean; onChoose: (code: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState('');
  const places = useLoad(loadPlaces);
  if (places.loading) return <Loading />;
  if (!places.data) return <Failed error={places.error} onRetry={places.reload} />;
  const groups = searchPlaces(text, places.data);
  const popular = airportsOnly ? places.data.airports.filter((a) => a.hot) : places.data.cities.filter((c) => c.hot);
  return (
    <>
      <input type="search" className="place-search" aria-label={t('selectCity.search')} placeholder={t('selectCity.search')} value={text} onChange={(e) => setText(e.target.value)} />
      {text.trim() === '' && (
        <section className="card">
          <h3>{airportsOnly ? t('selectCity.popularAirports') : t('selectCity.popular')}</h3>
          <div className="chips">
            {popular.map((p) => (
              <button key={p.code} type="button" className="chip" onClick={() => onChoose(p.code)}>
                {localName(p, locale)}
              </button>
            ))}
          </div>
        </section>
      )}
      <ul className="place-list" aria-label={t('selectCity.results')}>
        {groups.map(({ city, airports }) => (
          <li key={city.code}>
            {airportsOnly ? (
              <h3 className="place-city">{localName(city, locale)}</h3>
            ) : (
              <button type="button" className="place-city" onClick={() => onChoose(city.code)}>
                <span>{localName(city, locale)}</span>
                <span className="code">{airports.length > 1 ? t('selectCity.allAirports', { code: city.code }) : city.code}</span>
              </button>
            )}
            {(airportsOnly || airports.length > 1 || airports[0]?.code !== city.code) && (
              <ul>
                {airports.map((a) => (
                  <li key={a.code}>
                    <button type="button" className="place-airport" onClick={() => onChoose(a.code)}>
                      <span>{localName(a, locale)}</span>
                      <span className="code">{a.code}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {groups.length === 0 && <EmptyState title={t('selectCity.none')} />}
    </>
  );
}
