import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { stateIdsOf, statechartsOf } from '../../machines/statecharts-of';
import { transitionId } from '../../tests/graph/path-generator';
import { internalOf, serviceRow, internalRow, stateName, transitionLabel, type Chart, type ChartState, type ChartTransition, type FlowEntry } from './chart';
import { actionNames, allNodes, eventLabel, guardName, rootOf, transitionsOf, type StateNode, type Transition } from './statechart';
import { textWidth } from './text-width';

/*
 * Run when the app is built (vite-flow-atlas.ts), in Node: each statechart is laid out once, with
 * ELK's layered algorithm, into the plain data the atlas draws (src/flows/chart.ts).
 */

// Box metrics, in step with the .state rules of the atlas's CSS (--font-size-sm names, --font-size-xs rows and labels).
const nameWidth = (text: string) => textWidth(text, 13, 'bold');
const rowWidth = (text: string) => textWidth(text, 12);
const NAME_HEIGHT = 24;
const ROW_HEIGHT = 16;
const PAD = 4;
const TEXT_PAD = 12;
/** Room after the name for the coverage mark. */
const MARK_WIDTH = 16;
const LABEL_HEIGHT = 14;
const DOT = 8;

const initialDotId = (node: StateNode) => `${node.id} initial`;
const hasInitialDot = (node: StateNode) => node.type === 'compound' && node.initial !== undefined;

const options = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  // Cycles are broken by a walk from the initial dot: the flow reads downwards, returning arrows point up.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  // All arrows are drawn in one layer over the whole diagram.
  'elk.json.edgeCoords': 'ROOT',
  'elk.layered.spacing.nodeNodeBetweenLayers': '32',
  'elk.layered.spacing.edgeNodeBetweenLayers': '12',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeNode': '12',
  'elk.spacing.edgeEdge': '8',
  'elk.spacing.edgeLabel': '2',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

const chartTransition = (t: Transition): ChartTransition => ({
  id: transitionId(t as never),
  event: t.eventType,
  eventLabel: eventLabel(t.eventType),
  guard: guardName(t),
  targets: (t.target ?? []).map((target) => target.key),
  actions: actionNames(t),
});

const serviceOf = (invoke: StateNode['invoke'][number]) => (typeof invoke.src === 'string' ? invoke.src : invoke.id);

/** A state's box before layout: its name and rows, and the size they need. */
function elkNode(node: StateNode): ElkNode {
  const rows = [...node.invoke.map((inv) => serviceRow(serviceOf(inv))), ...internalOf({ transitions: transitionsOf(node).map(chartTransition) }).map(internalRow)];
  const width = Math.max(nameWidth(stateName(node)) + MARK_WIDTH, ...rows.map(rowWidth)) + TEXT_PAD + 2 * PAD;
  const header = PAD + NAME_HEIGHT + rows.length * ROW_HEIGHT;
  const children = Object.values(node.states);
  if (children.length === 0) return { id: node.id, width, height: header + PAD };
  return {
    id: node.id,
    width,
    height: header,
    layoutOptions: {
      'elk.padding': `[top=${header + 10},left=12,bottom=12,right=12]`,
      'elk.nodeSize.constraints': '[MINIMUM_SIZE]',
      // ELK (0.x, layered, direction DOWN) reads a parent's minimum size as (height, width).
      'elk.nodeSize.minimum': `(${header},${width})`,
    },
    children: [...(hasInitialDot(node) ? [{ id: initialDotId(node), width: DOT, height: DOT }] : []), ...children.map(elkNode)],
  };
}

/** ELK's coordinates to a tenth of a pixel: finer is not seen, and only weighs on the chart's download. */
const round = (n = 0) => Math.round(n * 10) / 10;

function stateOf(laidOut: ElkNode, node: StateNode): ChartState {
  const children = new Map((laidOut.children ?? []).map((c) => [c.id, c]));
  const dot = children.get(initialDotId(node));
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    x: round(laidOut.x),
    y: round(laidOut.y),
    width: round(laidOut.width),
    height: round(laidOut.height),
    services: node.invoke.map(serviceOf),
    transitions: transitionsOf(node).map(chartTransition),
    ...(dot && { initial: { x: round(dot.x), y: round(dot.y) } }),
    children: Object.values(node.states).map((c) => stateOf(children.get(c.id)!, c)),
  };
}

const pathOf = (edge: ElkExtendedEdge) =>
  (edge.sections ?? [])
    .map((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p, i) => `${i ? 'L' : 'M'}${round(p.x)},${round(p.y)}`).join(''))
    .join('');

/** Lays a graph out with the options it carries: ELK's, unless the build keeps the results (vite-flow-atlas.ts). */
export type Lay = (graph: ElkNode) => Promise<ElkNode>;
const elk = new ELK();
export const elkLayout: Lay = (graph) => elk.layout(graph);

/** Lays a statechart out: nested state boxes and the routed, labelled arrows between them. */
export async function chartOf(machine: AnyStateMachine, lay = elkLayout): Promise<Chart> {
  const root = rootOf(machine);
  const nodes = allNodes(root);
  const targeted = nodes.flatMap((n) => transitionsOf(n).flatMap((transition) => (transition.target ?? []).map((target) => ({ transition: chartTransition(transition), source: n.id, target }))));
  const initials = nodes.filter(hasInitialDot);
  const graph: ElkNode = {
    id: 'atlas',
    layoutOptions: options,
    children: [elkNode(root)],
    edges: [
      ...targeted.map(({ transition, source, target }, i) => ({
        id: `transition ${i}`,
        sources: [source],
        targets: [target.id],
        labels: [{ text: transitionLabel(transition), width: rowWidth(transitionLabel(transition)) + 4, height: LABEL_HEIGHT }],
      })),
      ...initials.map((n) => ({ id: `initial ${n.id}`, sources: [initialDotId(n)], targets: [n.initial!.target[0]!.id] })),
    ],
  };
  const result = await lay(graph);
  const edges = new Map((result.edges ?? []).map((e) => [e.id, e]));
  return {
    id: machine.id,
    width: round(result.width),
    height: round(result.height),
    root: stateOf(result.children![0]!, root),
    arrows: targeted.map(({ transition, source }, i) => {
      const edge = edges.get(`transition ${i}`)!;
      const label = edge.labels![0]!;
      return {
        transition: transition.id,
        source,
        d: pathOf(edge),
        label: { text: transitionLabel(transition), x: round((label.x ?? 0) + (label.width ?? 0) / 2), y: round((label.y ?? 0) + LABEL_HEIGHT / 2) },
      };
    }),
    initialArrows: initials.map((n) => pathOf(edges.get(`initial ${n.id}`)!)),
  };
}

/** The atlas's list entry of a statechart. */
export const flowEntryOf = (machine: AnyStateMachine): FlowEntry => ({ id: machine.id, states: stateIdsOf(machine).length });

/** Every statechart in machines/, found as the app is built: a new machine appears in the atlas by itself. */
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
export const statecharts = statechartsOf(Object.values(modules));
