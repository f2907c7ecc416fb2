import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import type { Funnel } from '../../services/schemas/flow';
import { stateIdsOf, statechartsOf } from '../../machines/statecharts-of';
import { FLOWS_CHANNEL, type LiveState } from '../app/inspect';
import { usePageStrings } from '../app/use-page-strings';
import { Loading } from '../components/Loading';
import type { PageProps } from '../page-props';
import { coverageOf } from './coverage';
import { countsOf, filterFrom, FunnelControls, FunnelTable, type FunnelCounts } from './funnel';
import { coverageClass, Diagram } from './Diagram';
import { layoutOf } from './layout';
import { actionNames, activeIds, allNodes, eventLabel, guardName, rootOf, transitionsOf } from './statechart';
import { usePanZoom } from './usePanZoom';

/** Every statechart in machines/, found at build time: a new machine appears here by itself. */
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const machines = statechartsOf(Object.values(modules));

/** The atlas's own strings, kept out of the traveller's locale chunks. */
const atlasCatalogues = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { query: '?atlas', import: 'default' });

/** What `load` makes of the machine once it is ready (undefined until then), or the Error it failed with. */
function useLoaded<T>(machine: AnyStateMachine, load: (machine: AnyStateMachine) => Promise<T>): T | Error | undefined {
  const [loaded, setLoaded] = useState<{ machine: AnyStateMachine; value: T | Error }>();
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

/** The list of flows at once; a flow's diagram, laid out away from the page, once it is opened (`?machine=`). */
function Atlas({ query }: PageProps) {
  const machine = machines.find((m) => m.id === query.machine);
  return machine ? <MachineAtlas machine={machine} query={query} /> : <FlowList />;
}

function FlowList() {
  const { t } = useTranslation();
  return (
    <nav className="list" aria-label={t('flows.list')}>
      {machines.map((m) => (
        <Link key={m.id} to={`?machine=${m.id}`}>
          {m.id}
          <span className="muted">{t('flows.states', { count: stateIdsOf(m).length })}</span>
        </Link>
      ))}
    </nav>
  );
}

function MachineAtlas({ machine, query }: PageProps & { machine: AnyStateMachine }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [live, setLive] = useState<Record<string, LiveState>>({});
  const [filter, setFilter] = useState(() => filterFrom(query));
  const [refreshes, setRefreshes] = useState(0);
  const [funnel, setFunnel] = useState<FunnelCounts | null>(null);
  const onFunnel = useCallback((f: Funnel | null) => setFunnel(f && f.machine === machine.id ? countsOf(f) : null), [machine.id]);
  const layout = useLoaded(machine, layoutOf);
  const coverage = useLoaded(machine, coverageOf);
  const { viewportRef, view, handlers, zoomBy } = usePanZoom(layout instanceof Error ? undefined : layout);
  const coverageMarks = coverage instanceof Error ? null : coverage;

  useEffect(() => {
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = (e: MessageEvent<LiveState>) => setLive((current) => ({ ...current, [e.data.machine]: e.data }));
    return () => channel.close();
  }, []);

  const nodes = useMemo(() => allNodes(rootOf(machine)).slice(1), [machine]);
  const needle = search.trim().toLowerCase();
  const matches = useMemo(
    () => new Set(needle ? nodes.filter((n) => n.key.toLowerCase().includes(needle) || transitionsOf(n).some((tr) => tr.eventType.toLowerCase().includes(needle))).map((n) => n.id) : []),
    [nodes, needle],
  );
  const current = live[machine.id];
  const active = new Set(current ? activeIds(machine.id, current.value) : []);
  const selectedNode = nodes.find((n) => n.id === selected);

  return (
    <div className="atlas">
      <div className="atlas-bar">
        <select aria-label={t('flows.machine')} value={machine.id} onChange={(e) => (navigate({ search: `?${new URLSearchParams({ ...query, machine: e.target.value })}` }, { replace: true }), setSelected(null))}>
          {machines.map((m) => (
            <option key={m.id} value={m.id}>
              {m.id}
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
              {transitionsOf(selectedNode).map((tr, i) => {
                const covered = coverageMarks?.transitionCovered(tr);
                return (
                  <tr key={i}>
                    <td>{eventLabel(tr.eventType)}</td>
                    <td>{guardName(tr)}</td>
                    <td>{(tr.target ?? []).map((x) => x.key).join(', ') || '—'}</td>
                    <td>{actionNames(tr).join(', ')}</td>
                    <td className={coverageClass(covered)}>{covered === undefined ? '—' : covered ? t('flows.covered') : t('flows.notCovered')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <FunnelControls filter={filter} onChange={setFilter} onRefresh={() => setRefreshes((n) => n + 1)} />
      <FunnelTable key={[machine.id, filter.from, filter.to, filter.locale, refreshes].join('|')} machine={machine.id} filter={filter} onLoad={onFunnel} />
    </div>
  );
}
