import { useTranslation } from 'react-i18next';
import type { Cabin } from '../../../services/schemas/offer';
import { Loading } from '../../components/Loading';
import { FareCalendar } from '../../pagesBook/select-date/FareCalendar';
import { addDays } from '../../../services/schemas/calendar-dates';
import { isoDay } from '../../ui/Calendar';
import { useChange } from '../change-parts';
import '../../pagesBook/select-date/select-date.css';

const DAYS = 60;

/** The calendar of the leg being changed: its route's lowest fare of each of the next 60 days; the day picked is the new date. */
export default function ChangeSelectDatePage() {
  const { t } = useTranslation();
  const { state, send } = useChange();
  const { view, legIndex, date, chosen } = state.context;
  const leg = view?.legs.find((l) => l.legIndex === legIndex);
  if (!leg) return <Loading />;
  const [first, last] = [leg.segments[0]!, leg.segments[leg.segments.length - 1]!];
  // The return cannot be before the new outbound date.
  const from = chosen.at(-1)?.date ?? isoDay(new Date());
  return (
    <>
      <p className="date-step">{t('changeDate.chooseDateOf', { n: leg.legIndex + 1 })}</p>
      <FareCalendar
        org={first.depAirport}
        dst={last.arrAirport}
        classLevel={first.cabin as Cabin}
        from={from}
        days={DAYS}
        calendar={{ mode: 'single', selected: date ?? undefined, onSelect: (picked: string) => send({ type: 'date.pick', date: picked }), first: from, last: addDays(from, DAYS - 1), months: 3, label: t('selectDate.title') }}
      />
    </>
  );
}
