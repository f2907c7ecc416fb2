import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { Calendar, isoDay } from '../../ui/Calendar';
import { updateAwardDraft, useAwardDraft } from './award-draft';

/** Award tickets are sold this many days ahead. */
const DAYS_AHEAD = 355;

/** The day of the outbound or the return flight of the award search. */
export default function AwardSelectDatePage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useAwardDraft();
  const back = query.leg === 'back';
  const [{ today, last }] = useState(() => {
    const now = new Date();
    return { today: isoDay(now), last: isoDay(new Date(now.getTime() + DAYS_AHEAD * 86_400_000)) };
  });
  const first = back && draft.depart ? draft.depart : today;
  return (
    <div className="page">
      <Calendar
        mode="single"
        label={t(back ? 'award.returnDate' : 'award.departDate')}
        first={first}
        last={last}
        currency=""
        months={3}
        selected={(back ? draft.back : draft.depart) || undefined}
        onSelect={(day) => {
          updateAwardDraft((d) => (back ? { ...d, back: day } : { ...d, depart: day, back: d.back && d.back < day ? '' : d.back }));
          navigate(-1);
        }}
      />
    </div>
  );
}
