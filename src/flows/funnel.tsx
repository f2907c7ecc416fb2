import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Funnel } from '../../services/schemas/flow';
import { locales, type Locale } from '../../services/schemas/locale';
import { getFunnel } from '../../services/system';
import { useErrorText, useLoad } from '../app/hooks';

/** The days and language the funnel sums over; days are Hong Kong days. */
export interface FunnelFilter {
  from: string;
  to: string;
  locale: Locale | '';
}

const todayInHongKong = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const isDay = (s: string | undefined): s is string => /^\d{4}-\d{2}-\d{2}$/.test(s ?? '');

/** The filter a link to the atlas asks for (from, to, locale), today by default. */
export function filterFrom(query: Record<string, string | undefined>): FunnelFilter {
  const from = isDay(query.from) ? query.from : todayInHongKong();
  return { from, to: isDay(query.to) ? query.to : from, locale: locales.find((l) => l === query.locale) ?? '' };
}

export interface FunnelCounts {
  states: Map<string, { visits: number; exits: number }>;
  maxVisits: number;
}

export const countsOf = (funnel: Funnel): FunnelCounts => ({
  states: new Map(funnel.states.map((s) => [s.state, s])),
  maxVisits: Math.max(0, ...funnel.states.map((s) => s.visits)),
});

/** The share of a state's runs that left the flow there, in whole per cent. */
export const leftShare = (s: { visits: number; exits: number }) => (s.visits === 0 ? 0 : Math.round((s.exits / s.visits) * 100));

function toCsv(funnel: Funnel, header: string[]): string {
  const rows = funnel.states.map((s) => [s.state, s.visits, s.exits, leftShare(s)]);
  return [header, ...rows].map((row) => row.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';
}

function download(name: string, text: string): void {
  // The byte order mark tells spreadsheets the file is UTF-8 (the Chinese headers).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function FunnelControls(props: { filter: FunnelFilter; onChange: (filter: FunnelFilter) => void; onRefresh: () => void }) {
  const { filter, onChange, onRefresh } = props;
  const { t } = useTranslation();
  return (
    <fieldset className="funnel-controls">
      <legend>{t('flows.funnel')}</legend>
      <label>
        {t('flows.from')}
        <input type="date" value={filter.from} max={filter.to} onChange={(e) => e.target.value && onChange({ ...filter, from: e.target.value })} />
      </label>
      <label>
        {t('flows.to')}
        <input type="date" value={filter.to} min={filter.from} onChange={(e) => e.target.value && onChange({ ...filter, to: e.target.value })} />
      </label>
      <label>
        {t('flows.locale')}
        <select value={filter.locale} onChange={(e) => onChange({ ...filter, locale: e.target.value as FunnelFilter['locale'] })}>
          <option value="">{t('flows.allLocales')}</option>
          {locales.map((l) => (
            <option key={l} value={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={onRefresh}>
        {t('flows.refresh')}
      </button>
    </fieldset>
  );
}

/**
 * The funnel of one statechart for one filter: a table of runs per state and a CSV export. Give
 * it a key per machine and filter: a new filter loads anew.
 */
export function FunnelTable({ machine, filter, onLoad }: { machine: string; filter: FunnelFilter; onLoad: (funnel: Funnel | null) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const funnel = useLoad((signal) => getFunnel({ machine, from: filter.from, to: filter.to, locale: filter.locale || undefined }, signal));
  useEffect(() => onLoad(funnel.data), [funnel.data, onLoad]);

  if (funnel.loading) return <p className="muted">{t('common.loading')}</p>;
  if (!funnel.data) return <p className="error">{errorText(funnel.error)}</p>;
  const data = funnel.data;
  const header = [t('flows.state'), t('flows.visits'), t('flows.exits'), t('flows.exitShare')];
  return (
    <section className="card funnel" aria-label={t('flows.funnelOf', { machine })}>
      <p className="muted">{t('flows.funnelLegend')}</p>
      <p>
        {t('flows.runs', { count: data.visits })}{' '}
        <button type="button" onClick={() => download(`funnel-${machine}-${data.from}-${data.to}${data.locale ? `-${data.locale}` : ''}.csv`, toCsv(data, header))}>
          {t('flows.csv')}
        </button>
      </p>
      <table className="transitions">
        <thead>
          <tr>
            {header.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.states.map((s) => (
            <tr key={s.state} data-funnel-state={s.state}>
              <td>{s.state.slice(machine.length + 1)}</td>
              <td>{s.visits}</td>
              <td>{s.exits}</td>
              <td>{leftShare(s)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
