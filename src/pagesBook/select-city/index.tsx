import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getCities } from '../../../services/system';
import type { City } from '../../../services/schemas/system';
import { localName } from '../../app/local-name';
import { useLoad } from '../../app/hooks';
import { useLocale } from '../../app/use-session';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { updateDraft } from '../search-draft';

/** Choose a city: popular ones first, then a search over the names in three languages and the codes. */
export default function SelectCityPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [text, setText] = useState('');
  const cities = useLoad<City[]>((signal) => getCities(signal));
  const leg = Number(query.leg ?? 0);
  const field = query.field === 'dst' ? 'dst' : 'org';

  const choose = (code: string) => {
    updateDraft((d) => {
      const segments = d.segments.map((s, i) => (i === leg ? { ...s, [field]: code } : s));
      // A return trip comes back the same way.
      if (d.routeWay === 'R' && leg === 0) segments[1] = { ...segments[1]!, org: segments[0]!.dst, dst: segments[0]!.org };
      return { ...d, segments };
    });
    navigate(-1);
  };

  if (cities.loading) return <Loading />;
  if (!cities.data) return <Failed error={cities.error} onRetry={cities.reload} />;
  const needle = text.trim().toLowerCase();
  const matches = cities.data.filter((c) => !needle || [c.code, c.nameEn, c.nameSc, c.nameTc].some((n) => n.toLowerCase().includes(needle)));
  return (
    <>
      <input type="search" aria-label={t('selectCity.search')} placeholder={t('selectCity.search')} value={text} onChange={(e) => setText(e.target.value)} />
      {!needle && (
        <section className="card">
          <h3>{t('selectCity.popular')}</h3>
          <div className="chips">
            {cities.data
              .filter((c) => c.hot)
              .map((c) => (
                <button key={c.code} type="button" className="chip" onClick={() => choose(c.code)}>
                  {localName(c, locale)}
                </button>
              ))}
          </div>
        </section>
      )}
      <div className="list">
        {matches.map((c) => (
          <button key={c.code} type="button" onClick={() => choose(c.code)}>
            <span>{localName(c, locale)}</span>
            <span className="value">{c.code}</span>
          </button>
        ))}
        {matches.length === 0 && <p className="empty">{t('selectCity.none')}</p>}
      </div>
    </>
  );
}
