import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loadPlaces, placeName } from '../../app/places';
import { useLoad } from '../../app/hooks';
import { useLocale } from '../../app/use-session';
import type { PageProps } from '../../page-props';
import { FormError } from '../../components/FormError';
import { isoDay } from '../../ui/Calendar';
import { useBookingFlow } from '../booking-actor';
import { StepFailure } from '../StepFailure';
import { startSearch } from '../start-search';
import { daysBetween, updateDraft, useDraft } from '../search-draft';
import { FareCalendar } from './FareCalendar';
import './select-date.css';

const MONTHS = 6;
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
/** The first day of the month `n` months after the month of `day`. */
const monthsLater = (day: string, n: number) => isoDay(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + n, 1));
const monthEnd = (day: string) => isoDay(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));

/**
 * Low-fare calendar: month by month, the lowest fare of each day of the first leg's route, the month's
 * cheapest day highlighted. Choosing a day puts it in the search and shows that day's flights.
 */
export default function LowPricePage(_props: PageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const draft = useDraft();
  const places = useLoad(loadPlaces);
  const { org, dst } = draft.segments[0]!;
  const today = isoDay(new Date());
  const [month, setMonth] = useState(monthStart(draft.segments[0]!.date < today ? today : draft.segments[0]!.date));
  const [error, setError] = useState<string | null>(null);
  // The results come on screen when the search has answered.
  const searching = useBookingFlow((s) => s.matches('searching'), { onlyOnChange: true });
  const from = month < today ? today : month;

  const choose = (date: string) =>
    setError(startSearch(updateDraft((d) => ({ ...d, segments: d.segments.map((s, i) => (i === 0 ? { ...s, date } : s.date < date ? { ...s, date } : s)) }))));

  return (
    <>
      <div className="card lowprice-route">
        <h2>
          {placeName(places.data, org, locale)} → {placeName(places.data, dst, locale)}
        </h2>
        <div className="lowprice-change">
          <Link to="/pagesBook/pages/select-city/index?leg=0&field=org">{t('lowPrice.changeFrom')}</Link>
          <Link to="/pagesBook/pages/select-city/index?leg=0&field=dst">{t('lowPrice.changeTo')}</Link>
        </div>
      </div>
      <p className="muted">{t('lowPrice.cheapestNote')}</p>
      <FormError message={error ? t(error) : null} />
      <StepFailure step="searchForm" />
      {searching && <p role="status">{t('search.searching')}</p>}
      <FareCalendar
        key={`${org}-${dst}-${from}-${draft.classLevel}`}
        org={org}
        dst={dst}
        classLevel={draft.classLevel}
        from={from}
        days={daysBetween(from, monthEnd(month)) + 1}
        showCheapest
        calendar={{
          mode: 'single',
          selected: draft.segments[0]!.date,
          onSelect: choose,
          first: today,
          last: monthEnd(monthsLater(today, MONTHS - 1)),
          month,
          onMonthChange: setMonth,
          label: t('lowPrice.title'),
        }}
      />
    </>
  );
}
