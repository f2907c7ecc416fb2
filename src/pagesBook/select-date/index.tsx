import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { searchCalendar } from '../../../services/offer';
import { settingsActor } from '../../app/actors';
import { formatMoney } from '../../app/format';
import { useLoad } from '../../app/hooks';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { addDays, updateDraft, useDraft } from '../search-draft';

const DAYS = 60;
const today = () => new Date().toISOString().slice(0, 10);

/** Choose a date: the next 60 days with the lowest fare of each (a return chooses its second date too). */
export default function SelectDatePage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useDraft();
  const { currency } = useSelector(settingsActor, (s) => s.context);
  const leg = Number(query.leg ?? 0);
  const choosingReturn = query.return === '1';
  const segment = draft.segments[choosingReturn ? 1 : leg]!;
  const from = choosingReturn ? draft.segments[0]!.date : leg > 0 ? draft.segments[leg - 1]!.date : today();
  const fares = useLoad((signal) => searchCalendar({ org: segment.org, dst: segment.dst, from, days: DAYS, classLevel: draft.classLevel, currency }, signal));

  const choose = (date: string) => {
    const index = choosingReturn ? 1 : leg;
    updateDraft((d) => ({
      ...d,
      segments: d.segments.map((s, i) => (i === index ? { ...s, date } : i > index && s.date < date ? { ...s, date } : s)),
    }));
    if (draft.routeWay === 'R' && !choosingReturn) navigate(`/pagesBook/pages/select-date/index?leg=0&return=1`, { replace: true });
    else navigate(-1);
  };

  const days = Array.from({ length: DAYS }, (_, i) => addDays(from, i));
  return (
    <>
      <p className="muted">{choosingReturn ? t('search.returnDate') : t('search.departDate')}</p>
      {/* Without the fares, every date may still be chosen. */}
      {fares.failed && <Failed error={fares.error} onRetry={fares.reload} />}
      <div className="calendar" role="grid">
        {days.map((date) => {
          const fare = fares.data?.find((f) => f.date === date)?.lowestFare;
          return (
            <button key={date} type="button" role="gridcell" aria-label={date} aria-selected={date === segment.date} className={date === segment.date ? 'day selected' : 'day'} onClick={() => choose(date)}>
              <span>{date.slice(5)}</span>
              <small>{fare == null ? '' : formatMoney(fare, currency)}</small>
            </button>
          );
        })}
      </div>
    </>
  );
}
