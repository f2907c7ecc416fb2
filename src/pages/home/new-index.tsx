import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getCities } from '../../../services/system';
import type { City } from '../../../services/schemas/system';
import { localName } from '../../app/local-name';
import { useLoad } from '../../app/hooks';
import { useLocale } from '../../app/use-session';
import { Failed } from '../../components/Failed';

/** Home: where the network goes from Hong Kong, and the way into booking. */
export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const cities = useLoad<City[]>((signal) => getCities(signal));
  return (
    <>
      <div className="hero">
        <h2>{t('home.heading')}</h2>
        <p>{t('home.subheading')}</p>
        <Link className="button" to="/pages/home/index">
          {t('home.book')}
        </Link>
      </div>
      <section className="card">
        <h3>{t('home.popular')}</h3>
        {cities.failed && <Failed error={cities.error} onRetry={cities.reload} />}
        <div className="chips">
          {cities.data
            ?.filter((c) => c.hot && c.code !== 'HKG')
            .map((c) => (
              <span key={c.code} className="chip">
                {localName(c, locale)}
              </span>
            ))}
        </div>
      </section>
    </>
  );
}
