import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import type { Coverage } from './coverage';
import { leftShare, type FunnelCounts } from './funnel';
import { internalOf, internalRow, serviceRow, stateName, type Chart, type ChartState } from './chart';

export interface Marks {
  selected: string | null;
  active: Set<string>;
  matches: Set<string>;
  /** No marks while it is being made (undefined) or when the machine has no path model (null). */
  coverage: Coverage | null | undefined;
  /** Runs per state over the chosen days, once loaded. */
  funnel: FunnelCounts | null;
  onSelect: (id: string) => void;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
export const coverageClass = (covered: boolean | undefined) => (covered === undefined ? undefined : covered ? 'covered' : 'uncovered');
const arrowHeads = ['plain', 'covered', 'uncovered', 'highlight'];

function Box({ box, marks }: { box: ChartState; marks: Marks }) {
  const { t } = useTranslation();
  const covered = marks.coverage?.stateCovered(box.id);
  const className = classes(
    'state',
    box.type,
    marks.selected === box.id && 'selected',
    marks.active.has(box.id) && 'active',
    marks.matches.has(box.id) && 'match',
    coverageClass(covered),
  );
  const counts = marks.funnel?.states.get(box.id);
  // The more runs reached a state, the warmer its colour.
  const heat = counts && marks.funnel!.maxVisits > 0 ? counts.visits / marks.funnel!.maxVisits : 0;
  const style = { left: box.x, top: box.y, width: box.width, height: box.height, '--heat': `${Math.round(heat * 100)}%` } as CSSProperties;
  return (
    <div className={className} data-state={box.id} data-visits={counts?.visits} style={style}>
      <button
        type="button"
        className="state-name"
        onClick={(e) => {
          e.stopPropagation();
          marks.onSelect(box.id);
        }}
      >
        {stateName(box)}
        {covered !== undefined && (
          <span className="mark" title={covered ? t('flows.covered') : t('flows.notCovered')}>
            {covered ? '✓' : '✗'}
          </span>
        )}
      </button>
      {counts && counts.visits > 0 && (
        <span className="funnel-badge">
          {counts.visits} · {leftShare(counts)}%↗
        </span>
      )}
      {box.services.map((service, i) => (
        <div key={i} className="invoke">
          {serviceRow(service)}
        </div>
      ))}
      {internalOf(box).map((tr) => (
        <div key={tr.id} className={classes('internal', coverageClass(marks.coverage?.transitionCovered(tr.id)))}>
          {internalRow(tr)}
        </div>
      ))}
      {box.initial && <span className="initial-dot" style={{ left: box.initial.x, top: box.initial.y }} />}
      {box.children.map((child) => (
        <Box key={child.id} box={child} marks={marks} />
      ))}
    </div>
  );
}

/** A laid-out statechart: nested state boxes under a layer of routed, labelled transition arrows. */
export function Diagram({ layout, marks }: { layout: Chart; marks: Marks }) {
  const highlighted = (i: number) => layout.arrows[i]!.source === marks.selected;
  // Highlighted arrows last, so they are drawn over the others.
  const order = [...layout.arrows.keys()].sort((a, b) => Number(highlighted(a)) - Number(highlighted(b)));
  return (
    <>
      <Box box={layout.root} marks={marks} />
      <svg className="arrows" width={layout.width} height={layout.height} aria-hidden="true">
        <defs>
          {arrowHeads.map((kind) => (
            <marker key={kind} id={`head-${kind}`} viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" />
            </marker>
          ))}
        </defs>
        {layout.initialArrows.map((d, i) => (
          <path key={i} className="initial-arrow" d={d} markerEnd="url(#head-plain)" />
        ))}
        {order.map((i) => {
          const { transition, d, label } = layout.arrows[i]!;
          const covered = coverageClass(marks.coverage?.transitionCovered(transition));
          const highlight = highlighted(i);
          return (
            <g key={i} className={classes('arrow', covered, highlight && 'highlight')}>
              <path d={d} markerEnd={`url(#head-${highlight ? 'highlight' : (covered ?? 'plain')})`} />
              <text x={label.x} y={label.y}>
                {label.text}
              </text>
            </g>
          );
        })}
      </svg>
    </>
  );
}
