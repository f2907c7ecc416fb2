import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loadPlaces, placeName } from '../../app/places';
import { localName } from '../../app/local-name';
import { useLoad } from '../../app/hooks';
import { useLocale } from '../../app/use-session';
import { FormError } from '../../components/fields';
import { SearchForm } from '../../pagesBook/SearchForm';
import { choosePlace, useDraft } from '../../pagesBook/search-draft';
import { startSearch } from '../../pagesBook/start-search';
import hero from './hero.svg';
import './home.css';

/** Home: the flight search, the low-fare calendar and popular destinations, one tap from their flights. */
export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const draft = useDraft();
  const places = useLoad(loadPlaces);
  const [error, setError] = useState<string | null>(null);
  const { org, dst } = draft.segments[0]!;
  const notFrom = (p: { code: string; cityCode?: string }) => p.code !== org && p.cityCode !== org && p.code !== 'HKG' && p.cityCode !== 'HKG';
  const destinations = [...(places.data?.cities.filter((c) => c.hot && notFrom(c)) ?? []), ...(places.data?.airports.filter((a) => a.hot && notFrom(a)) ?? [])];
  // A popular destination searches its flights at once, from where the form leaves from, on its date.
  const searchTo = (code: string) => setError(startSearch(choosePlace(0, 'dst', code)));

  return (
    <>
      <div className="home-hero">
        <img src={hero} width={360} height={140} alt="" />
        <div className="home-hero-text">
          <h2>{t('home.heading')}</h2>
          <p>{t('home.subheading')}</p>
        </div>
      </div>
      <SearchForm />
      <Link className="card home-lowprice" to="/pagesBook/pages/select-date/lowprice">
        <strong>{t('lowPrice.title')}</strong>
        <span className="muted">{t('home.lowPriceHint', { org: placeName(places.data, org, locale), dst: placeName(places.data, dst, locale) })}</span>
      </Link>
      <section className="card" aria-labelledby="popular-heading">
        <h3 id="popular-heading">{t('home.popular')}</h3>
        <p className="muted home-popular-hint">{t('home.popularHint', { org: placeName(places.data, org, locale) })}</p>
        <FormError message={error ? t(error) : null} />
        <div className="chips">
          {destinations.map((p) => (
            <button key={p.code} type="button" className="chip home-destination" aria-label={t('home.searchTo', { place: localName(p, locale) })} onClick={() => searchTo(p.code)}>
              {localName(p, locale)} <span className="muted">{p.code}</span>
            </button>
          ))}
        </div>
      </section>
    </>
  );
}
