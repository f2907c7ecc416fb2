import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { FLOWS_CHANNEL, type LiveState } from '../app/inspect';
import type { PageProps } from '../routes';

/** Every statechart in machines/, found at build time: a new machine appears here by itself. */
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const machines: AnyStateMachine[] = Object.values(modules)
  .flatMap((m) => Object.values(m))
  .filter((x): x is AnyStateMachine => typeof x === 'object' && x !== null && 'root' in x && 'implementations' in x);

interface StateNode {
  id: string;
  key: string;
  type: string;
  initial?: { target: { id: string }[] };
  states: Record<string, StateNode>;
  invoke: { id: string; src: unknown }[];
  transitions: Map<string, Transition[]>;
  always?: Transition[];
}
interface Transition {
  eventType: string;
  source: StateNode;
  target?: StateNode[];
  guard?: { type?: string } | string;
  actions: unknown[];
}

const allNodes = (n: StateNode): StateNode[] => [n, ...Object.values(n.states).flatMap(allNodes)];
const transitionsOf = (n: StateNode): Transition[] => [...[...n.transitions.values()].flat(), ...(n.always ?? [])];
const guardName = (t: Transition) => (typeof t.guard === 'string' ? t.guard : (t.guard?.type ?? (t.guard ? 'inline' : '')));
const eventLabel = (type: string) =>
  type === '' ? 'always' : type.startsWith('xstate.after.') ? `after ${type.split('.')[2]}` : type.replace(/^xstate\.(done|error)\.actor\./, '$1: ');
const actionNames = (t: Transition) =>
  t.actions.map((a) => (typeof a === 'string' ? a : ((a as { type?: string }).type ?? ''))).filter((n) => n && !n.startsWith('xstate.'));

/** The ids of the active states of a snapshot value. */
function activeIds(rootId: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${rootId}.${value}`];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [`${rootId}.${k}`, ...activeIds(`${rootId}.${k}`, v)]);
}

function StateBox(props: { node: StateNode; selected: string | null; active: Set<string>; matches: Set<string>; onSelect: (id: string) => void }) {
  const { node, selected, active, matches, onSelect } = props;
  const children = Object.values(node.states);
  const classes = ['state', node.type, selected === node.id && 'selected', active.has(node.id) && 'active', matches.has(node.id) && 'match'].filter(Boolean).join(' ');
  return (
    <div className={classes} data-state={node.id}>
      <button
        type="button"
        className="state-name"
        onClick={(e) => {
          e.stopPropagation();
          onSelect(node.id);
        }}
      >
        {node.type === 'final' ? '◎ ' : ''}
        {node.key}
      </button>
      {node.invoke.map((inv) => (
        <div key={inv.id} className="invoke">
          ⚙ {String(typeof inv.src === 'string' ? inv.src : inv.id)}
        </div>
      ))}
      {children.length > 0 && (
        <div className="children">
          {children.map((child) => (
            <StateBox key={child.id} node={child} selected={selected} active={active} matches={matches} onSelect={onSelect} />
          ))}
        </div>
      )}
    </div>
  );
}

/** Arrows from each state to its transitions' targets, drawn over the boxes once they are laid out. */
function Arrows({ machine, container, selected, zoom }: { machine: AnyStateMachine; container: HTMLElement | null; selected: string | null; zoom: number }) {
  const [paths, setPaths] = useState<{ d: string; label: string; x: number; y: number; highlight: boolean }[]>([]);
  useLayoutEffect(() => {
    if (!container) return;
    const origin = container.getBoundingClientRect();
    const box = (id: string) => container.querySelector(`[data-state="${CSS.escape(id)}"] > .state-name`)?.getBoundingClientRect();
    const next = allNodes(machine.root as unknown as StateNode).flatMap((n) =>
      transitionsOf(n).flatMap((t) =>
        (t.target ?? []).flatMap((target) => {
          const a = box(n.id);
          const b = box(target.id);
          if (!a || !b) return [];
          const x1 = (a.left + a.width / 2 - origin.left) / zoom;
          const y1 = (a.bottom - origin.top) / zoom;
          const x2 = (b.left + b.width / 2 - origin.left) / zoom;
          const y2 = (b.top - origin.top) / zoom;
          const bend = Math.max(30, Math.abs(x2 - x1) / 3);
          return [{ d: `M${x1},${y1} C${x1 + bend},${y1 + bend} ${x2 - bend},${y2 - bend} ${x2},${y2}`, label: eventLabel(t.eventType), x: (x1 + x2) / 2, y: (y1 + y2) / 2, highlight: n.id === selected }];
        }),
      ),
    );
    setPaths(next);
  }, [machine, container, selected, zoom]);
  return (
    <svg className="arrows" aria-hidden="true">
      <defs>
        <marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
        </marker>
      </defs>
      {paths.map((p, i) => (
        <g key={i} className={p.highlight ? 'arrow highlight' : 'arrow'}>
          <path d={p.d} markerEnd="url(#head)" />
          {p.highlight && (
            <text x={p.x} y={p.y}>
              {p.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

/** The flow atlas for analysts: every statechart as a diagram, its transitions, and live sessions. */
export default function FlowsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(query.machine ?? machines[0]?.id ?? '');
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [live, setLive] = useState<Record<string, LiveState>>({});
  const [canvas, setCanvas] = useState<HTMLElement | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const machine = machines.find((m) => m.id === name) ?? machines[0]!;
  const root = machine.root as unknown as StateNode;

  useEffect(() => {
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = (e: MessageEvent<LiveState>) => setLive((current) => ({ ...current, [e.data.machine]: e.data }));
    return () => channel.close();
  }, []);

  const nodes = useMemo(() => allNodes(root).slice(1), [root]);
  const needle = search.trim().toLowerCase();
  const matches = useMemo(
    () => new Set(needle ? nodes.filter((n) => n.key.toLowerCase().includes(needle) || transitionsOf(n).some((tr) => tr.eventType.toLowerCase().includes(needle))).map((n) => n.id) : []),
    [nodes, needle],
  );
  const current = live[machine.id];
  const active = new Set(current ? activeIds(machine.id, current.value) : []);
  const selectedNode = nodes.find((n) => n.id === selected);

  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX - pan.x, y: e.clientY - pan.y };
  };
  const onPointerMove = (e: PointerEvent) => {
    if (drag.current && e.buttons) setPan({ x: e.clientX - drag.current.x, y: e.clientY - drag.current.y });
  };

  return (
    <div className="atlas">
      <div className="atlas-bar">
        <select aria-label={t('flows.machine')} value={machine.id} onChange={(e) => (setName(e.target.value), setSelected(null))}>
          {machines.map((m) => (
            <option key={m.id} value={m.id}>
              {m.id}
            </option>
          ))}
        </select>
        <input type="search" aria-label={t('flows.search')} placeholder={t('flows.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <button type="button" aria-label={t('flows.zoomIn')} onClick={() => setZoom((z) => Math.min(2, z + 0.2))}>
          +
        </button>
        <button type="button" aria-label={t('flows.zoomOut')} onClick={() => setZoom((z) => Math.max(0.3, z - 0.2))}>
          −
        </button>
      </div>
      <p className="muted" data-testid="live">
        {current ? t('flows.live', { state: JSON.stringify(current.value), event: current.event }) : t('flows.notLive')}
      </p>
      <div
        className="atlas-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onWheel={(e) => setZoom((z) => Math.min(2, Math.max(0.3, z - e.deltaY / 1000)))}
      >
        <div className="atlas-canvas" ref={setCanvas} style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}>
          <StateBox node={root} selected={selected} active={active} matches={matches} onSelect={setSelected} />
          <Arrows machine={machine} container={canvas} selected={selected} zoom={zoom} />
        </div>
      </div>
      {selectedNode && (
        <section className="card" aria-label={t('flows.transitionsOf', { state: selectedNode.key })}>
          <h3>{t('flows.transitionsOf', { state: selectedNode.key })}</h3>
          <table className="transitions">
            <thead>
              <tr>
                <th>{t('flows.event')}</th>
                <th>{t('flows.guard')}</th>
                <th>{t('flows.target')}</th>
                <th>{t('flows.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {transitionsOf(selectedNode).map((tr, i) => (
                <tr key={i}>
                  <td>{eventLabel(tr.eventType)}</td>
                  <td>{guardName(tr)}</td>
                  <td>{(tr.target ?? []).map((x) => x.key).join(', ') || '—'}</td>
                  <td>{actionNames(tr).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
