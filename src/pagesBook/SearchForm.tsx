import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { RouteWay } from '../../services/schemas/offer';
import { passengerCountsSchema } from '../../services/schemas/passenger-counts';
import { settingsActor } from '../app/actors';
import { formatDate, formatList } from '../app/format';
import { loadPlaces, placeName } from '../app/places';
import { useLoad } from '../app/hooks';
import { validate } from '../app/validate';
import { Failed } from '../components/Failed';
import { FormError } from '../components/FormError';
import { RadioGroup } from '../ui/RadioGroup';
import { searchHistory, updateDraft, useDraft, withRouteWay, type SearchDraft } from './search-draft';

// The booking flow (its statechart and schemas) loads after the form is drawn: the home tab's first script stays small.
const SearchProgress = lazy(() => import('./SearchProgress'));
/** Starts the search as drafted (see start-search.ts); answers the locale key of what is wrong, or null. */
let progressShown: () => void = () => {};
/**
 * Resolves once the form's progress part is on screen: it follows the flow only from its mount on,
 * so a search started before it arrived would be left on this page.
 */
const progressOnScreen = new Promise<void>((resolve) => (progressShown = resolve));
export const searchNow = async (draft: SearchDraft) => {
  const [{ startSearch }] = await Promise.all([import('./start-search'), progressOnScreen]);
  return startSearch(draft);
};

/** Home search: trip type, cities, dates, cabin and passengers (spec sections 2, 3 and 5). */
export function SearchForm() {
  const { t } = useTranslation();
  const draft = useDraft();
  const locale = useSelector(settingsActor, (s) => s.context.locale);
  const places = useLoad(loadPlaces);
  const [formError, setFormError] = useState<string | null>(null);
  const cityName = (code: string) => (code ? placeName(places.data, code, locale) : t('search.chooseCity'));

  const count = (field: 'adult' | 'child' | 'infant', delta: number) =>
    updateDraft((d) => {
      const passengers = { ...d.passengers, [field]: d.passengers[field] + delta };
      const check = validate(passengerCountsSchema, passengers);
      if ('errors' in check) {
        setFormError(Object.values(check.errors)[0]!);
        return d;
      }
      setFormError(null);
      return { ...d, passengers };
    });

  // The search's code not loaded (the network dropped): said above the form, not a click that does nothing.
  const submit = (d: SearchDraft) => void searchNow(d).then(setFormError, () => setFormError('http.network'));
  const submitButton = (busy: boolean) => (
    <button type="submit" className="primary block">
      {busy ? t('search.searching') : t('search.submit')}
    </button>
  );

  return (
    <form
      className="card search-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit(draft);
      }}
    >
      <RadioGroup<RouteWay>
        label={t('search.tripType')}
        look="segmented"
        value={draft.routeWay}
        onChange={(v) => updateDraft((d) => withRouteWay(d, v))}
        options={[
          ['D', t('search.oneWay')],
          ['R', t('search.roundTrip')],
          ['M', t('search.multiCity')],
        ]}
      />
      {draft.segments.map((segment, i) => (
        <div key={i} className="search-leg" data-testid={`leg-${i}`}>
          {draft.routeWay === 'M' && <div className="muted">{t('search.flightN', { n: i + 1 })}</div>}
          <div className="od">
            <Link to={`/pagesBook/pages/select-city/index?leg=${i}&field=org`} className="city">
              <span className="muted">{t('search.from')}</span>
              <strong>{cityName(segment.org)}</strong>
            </Link>
            <Link to={`/pagesBook/pages/select-city/index?leg=${i}&field=dst`} className="city">
              <span className="muted">{t('search.to')}</span>
              <strong>{cityName(segment.dst)}</strong>
            </Link>
          </div>
          {(draft.routeWay !== 'R' || i === 0) && (
            <Link to={`/pagesBook/pages/select-date/index?leg=${i}`} className="date">
              <span className="muted">{t('search.departDate')}</span>
              <strong>{formatDate(segment.date)}</strong>
              {draft.routeWay === 'R' && (
                <>
                  <span className="muted"> — {t('search.returnDate')} </span>
                  <strong>{formatDate(draft.segments[1]!.date)}</strong>
                </>
              )}
            </Link>
          )}
        </div>
      ))}
      {draft.routeWay === 'M' && draft.segments.length < 4 && (
        <button type="button" onClick={() => updateDraft((d) => ({ ...d, segments: [...d.segments, { org: d.segments[d.segments.length - 1]!.dst, dst: '', date: d.segments[d.segments.length - 1]!.date }] }))}>
          {t('search.addFlight')}
        </button>
      )}
      <RadioGroup
        label={t('search.cabin')}
        look="segmented"
        value={draft.classLevel}
        onChange={(v) => updateDraft((d) => ({ ...d, classLevel: v }))}
        options={[
          ['Y', t('search.economy')],
          ['C', t('search.business')],
        ]}
      />
      {(['adult', 'child', 'infant'] as const).map((field) => (
        <div className="counter" key={field}>
          <span>{t(`search.${field}`)}</span>
          <button type="button" aria-label={t('search.fewer', { who: t(`search.${field}`) })} onClick={() => count(field, -1)}>
            −
          </button>
          <span data-testid={`count-${field}`}>{draft.passengers[field]}</span>
          <button type="button" aria-label={t('search.more', { who: t(`search.${field}`) })} onClick={() => count(field, 1)}>
            +
          </button>
        </div>
      ))}
      {places.failed && <Failed error={places.error} onRetry={places.reload} />}
      <FormError message={formError ? t(formError) : null} />
      <Suspense fallback={submitButton(false)}>
        <SearchProgress submitButton={submitButton} onShown={progressShown} />
      </Suspense>
      {searchHistory().length > 0 && (
        <div className="chips recent">
          <span className="muted">{t('search.recent')}</span>
          {searchHistory().map((h, i) => (
            <button key={i} type="button" className="chip" onClick={() => updateDraft(() => h)}>
              {formatList(h.segments.map((s) => `${cityName(s.org)}–${cityName(s.dst)}`))} {formatDate(h.segments[0]!.date)}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
