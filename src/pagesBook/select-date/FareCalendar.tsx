import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { searchCalendar } from '../../../services/offer';
import type { Cabin } from '../../../services/schemas/offer';
import { settingsActor } from '../../app/actors';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Calendar, type DayPrices } from '../../ui/Calendar';

export interface FareRoute {
  org: string;
  dst: string;
  classLevel: Cabin;
  /** The days whose fares are shown: `days` from `from`. */
  from: string;
  days: number;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Props = FareRoute & {
  /** The calendar's own settings; its days from `first` to `last` lie within the days of the fares. */
  calendar: DistributiveOmit<Parameters<typeof Calendar>[0], 'prices' | 'currency' | 'pricesLoading' | 'cheapest'>;
  /** Highlight the cheapest day of the fares. */
  showCheapest?: boolean;
};

/** The lowest fare of each day of a route on a calendar; remount it (a `key`) for another route or days. */
export function FareCalendar({ org, dst, classLevel, from, days, calendar, showCheapest = false }: Props) {
  const { t } = useTranslation();
  const currency = useSelector(settingsActor, (s) => s.context.currency);
  const fares = useLoad((signal) => searchCalendar({ org, dst, from, days, classLevel, currency }, signal));
  const prices: DayPrices | undefined = fares.data ? new Map(fares.data.map((d) => [d.date, d.lowestFare])) : undefined;
  const priced = fares.data?.filter((d) => d.lowestFare !== null) ?? [];
  const lowest = Math.min(...priced.map((d) => d.lowestFare!));
  const loading = fares.loading;
  return (
    <>
      <p className="muted fare-note">{t('calendar.priceNote', { currency })}</p>
      {/* Without the fares, every day in range may still be chosen. */}
      {fares.failed && <Failed error={fares.error} onRetry={fares.reload} />}
      <p className="ui-visually-hidden" role="status">
        {loading && t('calendar.pricesLoading')}
      </p>
      <Calendar
        {...calendar}
        prices={prices}
        pricesLoading={loading}
        currency={currency}
        cheapest={showCheapest ? priced.filter((d) => d.lowestFare === lowest).map((d) => d.date) : undefined}
      />
    </>
  );
}
