import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPlaces, placeName } from '../../app/places';
import { localName } from '../../app/local-name';
import { useLoad } from '../../app/hooks';
import { useLocale } from '../../app/use-session';
import { FormError } from '../../components/FormError';
import { SearchForm, searchNow } from '../../pagesBook/SearchForm';
import { choosePlace, useDraft } from '../../pagesBook/search-draft';
import { Card } from '../../ui/Card';
import { ListGroup, ListRow } from '../../ui/ListRow';
import hero from './hero.svg';
import './home.css';

/**
 * Home: the flight search with its recent searches, the low-fare calendar and popular destinations,
 * one tap from their flights; what the airline publishes follows below (./HomeContent, the route's `after`).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const draft = useDraft();
  const places = useLoad(loadPlaces);
  const [error, setError] = useState<string | null>(null);
  const { org, dst } = draft.segments[0]!;
  const notFrom = (p: { code: string; cityCode?: string }) => p.code !== org && p.cityCode !== org && p.code !== 'HKG' && p.cityCode !== 'HKG';
  const popular = [
    { label: t('home.cities'), list: places.data?.cities.filter((c) => c.hot && notFrom(c)) ?? [] },
    { label: t('home.airports'), list: places.data?.airports.filter((a) => a.hot && notFrom(a)) ?? [] },
  ];
  // A popular destination searches its flights at once, from where the form leaves from, on its date.
  const searchTo = (code: string) => void searchNow(choosePlace(0, 'dst', code)).then(setError);

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
      <ListGroup>
        <ListRow
          href="/pagesBook/pages/select-date/lowprice"
          label={t('lowPrice.title')}
          description={t('home.lowPriceHint', { org: placeName(places.data, org, locale), dst: placeName(places.data, dst, locale) })}
        />
      </ListGroup>
      <Card title={t('home.popular')}>
        <p className="muted home-popular-hint">{t('home.popularHint', { org: placeName(places.data, org, locale) })}</p>
        <FormError message={error ? t(error) : null} />
        {popular.map(({ label, list }) => (
          <div key={label} className="chips home-popular" role="group" aria-label={label}>
            <span className="muted">{label}</span>
            {list.map((p) => (
              <button key={p.code} type="button" className="chip home-destination" onClick={() => searchTo(p.code)}>
                {localName(p, locale)} <span className="muted">{p.code}</span>
              </button>
            ))}
          </div>
        ))}
      </Card>
    </>
  );
}
