import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { isoDay } from '../../ui/Calendar';
import { addDays } from '../../../services/schemas/calendar-dates';
import { daysBetween, updateDraft, useDraft } from '../search-draft';
import { FareCalendar } from './FareCalendar';
import './select-date.css';
import { formatDate } from '../../app/format';

const DAYS = 60;

/**
 * Choose a date on a calendar of the next 60 days with each day's lowest fare. The first leg of a return
 * is a range: departure, then return (with the fares of the way back), then the search form again.
 */
export default function SelectDatePage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useDraft();
  const leg = Number(query.leg ?? 0);
  const segment = draft.segments[leg]!;
  const roundTrip = draft.routeWay === 'R' && leg === 0;
  // The departure chosen on this page, while the return is being chosen.
  const [departure, setDeparture] = useState<string | null>(null);
  const first = leg > 0 ? draft.segments[leg - 1]!.date : isoDay(new Date());
  const last = addDays(first, DAYS - 1);

  const setDate = (index: number, date: string) =>
    updateDraft((d) => ({ ...d, segments: d.segments.map((s, i) => (i === index ? { ...s, date } : i > index && s.date < date ? { ...s, date } : s)) }));

  const choose = (date: string) => {
    if (roundTrip && departure === null) return setDeparture(date);
    if (roundTrip) {
      setDate(0, departure!);
      setDate(1, date);
    } else setDate(leg, date);
    navigate(-1);
  };

  const returning = departure !== null;
  const route = returning ? { org: segment.dst, dst: segment.org, from: departure, days: DAYS - daysBetween(first, departure) } : { org: segment.org, dst: segment.dst, from: first, days: DAYS };
  return (
    <>
      <p className="date-step" aria-live="polite">
        {roundTrip ? (returning ? t('calendar.chooseReturn', { date: departure && formatDate(departure) }) : t('calendar.chooseDeparture')) : t('search.departDate')}
      </p>
      <FareCalendar
        key={`${route.org}-${route.from}`}
        {...route}
        classLevel={draft.classLevel}
        calendar={
          roundTrip
            ? { mode: 'range', selected: returning ? { from: departure } : { from: segment.date, to: draft.segments[1]!.date }, onSelect: choose, first: route.from, last, months: 3, label: t('selectDate.title') }
            : { mode: 'single', selected: segment.date, onSelect: choose, first, last, months: 3, label: t('selectDate.title') }
        }
      />
    </>
  );
}
