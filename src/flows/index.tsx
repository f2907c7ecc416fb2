import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { charts, flows } from 'virtual:flow-atlas';
import type { Funnel } from '../../services/schemas/flow';
import { FLOWS_CHANNEL, type LiveState } from '../app/inspect';
import { usePageStrings } from '../app/use-page-strings';
import { Loading } from '../components/Loading';
import type { PageProps } from '../page-props';
import { activeIds, allStates, type Chart } from './chart';
import { coverageOf } from './coverage';
import { countsOf, filterFrom, FunnelControls, FunnelTable, type FunnelCounts } from './funnel';
import { coverageClass, Diagram } from './Diagram';
import { usePanZoom } from './usePanZoom';

/**
 * The atlas's own strings, kept out of the traveller's locale chunks; in this chunk, every language's
 * (a few hundred bytes each), so the list is drawn without waiting for one more file.
 */
const atlasStrings = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { query: '?atlas', import: 'default', eager: true });
const atlasCatalogues = Object.fromEntries(Object.entries(atlasStrings).map(([file, strings]) => [file, () => Promise.resolve(strings)]));

/** A statechart's diagram, laid out when the app was built, fetched the first time it is opened. */
const chartOf = (machine: string): Promise<Chart> => charts[machine]!().then((m) => m.default);

/** What `load` makes of the machine once it is ready (undefined until then), or the Error it failed with. */
function useLoaded<T>(machine: string, load: (machine: string) => Promise<T>): T | Error | undefined {
  const [loaded, setLoaded] = useState<{ machine: string; value: T | Error }>();
  useEffect(() => {
    let current = true;
    load(machine).then(
      (value) => current && setLoaded({ machine, value }),
      (error: unknown) => current && setLoaded({ machine, value: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [machine, load]);
  return loaded?.machine === machine ? loaded.value : undefined;
}

/** The flow atlas for analysts: every statechart as a diagram, its transitions, its test coverage, and live sessions. */
export default function FlowsPage(props: PageProps) {
  return usePageStrings(atlasCatalogues) ? <Atlas {...props} /> : <Loading />;
}

/** The list of flows at once; a flow's diagram once it is opened (`?machine=`). */
function Atlas({ query }: PageProps) {
  const flow = flows.find((f) => f.id === query.machine);
  return flow ? <MachineAtlas machine={flow.id} query={query} /> : <FlowList />;
}

function FlowList() {
  const { t } = useTranslation();
  return (
    <nav className="list" aria-label={t('flows.list')}>
      {flows.map((f) => (
        <Link key={f.id} to={`?machine=${f.id}`}>
          {f.id}
          <span className="muted">{t('flows.states', { count: f.states })}</span>
        </Link>
      ))}
    </nav>
  );
}

function MachineAtlas({ machine, query }: PageProps & { machine: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [live, setLive] = useState<Record<string, LiveState>>({});
  const [filter, setFilter] = useState(() => filterFrom(query));
  const [refreshes, setRefreshes] = useState(0);
  const [funnel, setFunnel] = useState<FunnelCounts | null>(null);
  const onFunnel = useCallback((f: Funnel | null) => setFunnel(f && f.machine === machine ? countsOf(f) : null), [machine]);
  const layout = useLoaded(machine, chartOf);
  const coverage = useLoaded(machine, coverageOf);
  const { viewportRef, view, handlers, zoomBy } = usePanZoom(layout instanceof Error ? undefined : layout);
  const coverageMarks = coverage instanceof Error ? null : coverage;

  useEffect(() => {
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = (e: MessageEvent<LiveState>) => setLive((current) => ({ ...current, [e.data.machine]: e.data }));
    return () => channel.close();
  }, []);

  const nodes = useMemo(() => (layout && !(layout instanceof Error) ? allStates(layout.root).slice(1) : []), [layout]);
  const needle = search.trim().toLowerCase();
  const matches = useMemo(
    () => new Set(needle ? nodes.filter((n) => n.key.toLowerCase().includes(needle) || n.transitions.some((tr) => tr.event.toLowerCase().includes(needle))).map((n) => n.id) : []),
    [nodes, needle],
  );
  const current = live[machine];
  const active = new Set(current ? activeIds(machine, current.value) : []);
  const selectedNode = nodes.find((n) => n.id === selected);

  return (
    <div className="atlas">
      <div className="atlas-bar">
        <select aria-label={t('flows.machine')} value={machine} onChange={(e) => (navigate({ search: `?${new URLSearchParams({ ...query, machine: e.target.value })}` }, { replace: true }), setSelected(null))}>
          {flows.map((f) => (
            <option key={f.id} value={f.id}>
              {f.id}
            </option>
          ))}
        </select>
        <input type="search" aria-label={t('flows.search')} placeholder={t('flows.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <button type="button" aria-label={t('flows.zoomIn')} onClick={() => zoomBy(1.25)}>
          +
        </button>
        <button type="button" aria-label={t('flows.zoomOut')} onClick={() => zoomBy(0.8)}>
          −
        </button>
      </div>
      <p className="muted" data-testid="live">
        {current ? t('flows.live', { state: JSON.stringify(current.value), event: current.event }) : t('flows.notLive')}
      </p>
      <p className="coverage-summary" data-testid="coverage">
        {coverage === undefined
          ? t('flows.generatingPaths')
          : coverage instanceof Error
            ? t('flows.coverageFailed')
            : coverage
            ? t('flows.coverage', {
                statesCovered: coverage.statesCovered,
                states: coverage.states,
                transitionsCovered: coverage.transitionsCovered,
                transitions: coverage.transitions,
                paths: coverage.paths,
              })
            : t('flows.noModel')}
      </p>
      <div className="atlas-viewport" ref={viewportRef} {...handlers}>
        {layout instanceof Error ? (
          <p className="error atlas-wait">{t('flows.layoutFailed')}</p>
        ) : layout ? (
          <div className="atlas-canvas" style={{ width: layout.width, height: layout.height, transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}>
            <Diagram layout={layout} marks={{ selected, active, matches, coverage: coverageMarks, funnel, onSelect: setSelected }} />
          </div>
        ) : (
          <p className="muted atlas-wait">{t('flows.layingOut')}</p>
        )}
      </div>
      {selectedNode && (
        <section className="card" tabIndex={0} aria-label={t('flows.transitionsOf', { state: selectedNode.key })}>
          <h3>{t('flows.transitionsOf', { state: selectedNode.key })}</h3>
          <table className="transitions">
            <thead>
              <tr>
                <th>{t('flows.event')}</th>
                <th>{t('flows.guard')}</th>
                <th>{t('flows.target')}</th>
                <th>{t('flows.actions')}</th>
                <th>{t('flows.coverageColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {selectedNode.transitions.map((tr) => {
                const covered = coverageMarks?.transitionCovered(tr.id);
                return (
                  <tr key={tr.id}>
                    <td>{tr.eventLabel}</td>
                    <td>{tr.guard}</td>
                    <td>{tr.targets.join(', ') || '—'}</td>
                    <td>{tr.actions.join(', ')}</td>
                    <td className={coverageClass(covered)}>{covered === undefined ? '—' : covered ? t('flows.covered') : t('flows.notCovered')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <FunnelControls filter={filter} onChange={setFilter} onRefresh={() => setRefreshes((n) => n + 1)} />
      <FunnelTable key={[machine, filter.from, filter.to, filter.locale, refreshes].join('|')} machine={machine} filter={filter} onLoad={onFunnel} />
    </div>
  );
}
