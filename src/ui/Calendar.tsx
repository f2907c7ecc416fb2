import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DayButton, DayPicker, type DateRange, type DayButtonProps } from 'react-day-picker';
import { enCA, enUS, zhCN, zhHK } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { formatAmount } from '../app/format';
import { useLocale } from '../app/use-session';
import { useFromPrice } from './FromPrice';
import { SkeletonLine } from './Skeleton';
import './Calendar.css';

/** 'YYYY-MM-DD' of a local date and back: the app's dates are calendar days, not instants. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
export const dayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

const locales = { 'en-US': enUS, 'en-CA': enCA, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** The "from" price of each day ('YYYY-MM-DD'); null where nothing flies or is left. */
export type DayPrices = ReadonlyMap<string, number | null>;

interface Pricing {
  prices?: DayPrices;
  currency: string;
  /** The prices are coming: each day shows a grey bar where its price will be. */
  pricesLoading?: boolean;
}
const PricingContext = createContext<Pricing>({ currency: '' });

/** A day with its price; its name (the full date, price and state) is its own hidden text, not a label over what it shows. */
function PricedDayButton({ children, 'aria-label': name, ...props }: DayButtonProps) {
  const { prices, currency, pricesLoading } = useContext(PricingContext);
  const price = prices?.get(isoDay(props.day.date));
  return (
    <DayButton {...props}>
      <span className="ui-visually-hidden">{name}</span>
      <span className="day-number" aria-hidden="true">
        {children}
      </span>
      <span className="day-price" aria-hidden="true">
        {pricesLoading ? <SkeletonLine className="day-price-skeleton" /> : price == null ? '' : formatAmount(price, currency)}
      </span>
    </DayButton>
  );
}

interface CommonProps extends Pricing {
  /** First and last day that may be chosen ('YYYY-MM-DD'). */
  first: string;
  last: string;
  /** Days between them that cannot be chosen all the same (a Travel Pass's blackout days). */
  closed?: string[];
  /** Days highlighted as the cheapest (of their month). */
  cheapest?: string[];
  /** Several months one under the other; without it, one month with previous and next buttons. */
  months?: number;
  /** The month shown first (any day of it). */
  month?: string;
  onMonthChange?: (month: string) => void;
  label: string;
}

type CalendarProps = CommonProps &
  ({ mode: 'single'; selected?: string; onSelect: (day: string) => void } | { mode: 'range'; selected: { from?: string; to?: string }; onSelect: (day: string) => void });

/**
 * A month grid with localised month and weekday headings and each day's "from" price; days before `first`,
 * after `last`, `closed` or without a price (once prices are known) cannot be chosen. In range mode the departure
 * and return show as a range; the page decides what a tap on a day means.
 */
export function Calendar(props: CalendarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fromPrice = useFromPrice();
  const { prices, currency, pricesLoading, first, last } = props;
  const unavailable = (date: Date) => prices !== undefined && prices.get(isoDay(date)) == null;
  const range: DateRange | undefined =
    props.mode === 'range' && props.selected.from ? { from: dayOf(props.selected.from), to: props.selected.to ? dayOf(props.selected.to) : undefined } : undefined;
  const common = {
    locale: locales[locale as keyof typeof locales] ?? enUS,
    'aria-label': props.label,
    className: 'calendar-picker',
    startMonth: dayOf(first),
    endMonth: dayOf(last),
    defaultMonth: dayOf(props.month ?? (props.mode === 'range' ? props.selected.from : props.selected) ?? first),
    month: props.month ? dayOf(props.month) : undefined,
    onMonthChange: props.onMonthChange ? (m: Date) => props.onMonthChange!(isoDay(m)) : undefined,
    numberOfMonths: props.months ?? 1,
    hideNavigation: props.months !== undefined,
    disabled: [{ before: dayOf(first) }, { after: dayOf(last) }, unavailable, ...(props.closed ?? []).map(dayOf)],
    modifiers: { cheapest: (props.cheapest ?? []).map(dayOf) },
    modifiersClassNames: { cheapest: 'cheapest' },
    components: { DayButton: PricedDayButton },
    labels: {
      labelDayButton: (date: Date, modifiers: Record<string, boolean>, _options: unknown, dateLib?: { format: (d: Date, f: string) => string }) => {
        const price = prices?.get(isoDay(date));
        return [
          dateLib?.format(date, 'PPPP') ?? isoDay(date),
          price != null && fromPrice(price, currency),
          modifiers.cheapest && t('calendar.cheapest'),
          modifiers.selected && t('calendar.selected'),
        ]
          .filter(Boolean)
          .join(t('calendar.separator'));
      },
    },
  };
  const onDayClick = (date: Date) => props.onSelect(isoDay(date));
  return (
    <PricingContext value={{ prices, currency, pricesLoading }}>
      {props.mode === 'range' ? (
        <DayPicker {...common} mode="range" selected={range} onSelect={(_range, day) => onDayClick(day)} />
      ) : (
        <DayPicker {...common} mode="single" required selected={props.selected ? dayOf(props.selected) : undefined} onSelect={(_day, day) => onDayClick(day)} />
      )}
    </PricingContext>
  );
}
