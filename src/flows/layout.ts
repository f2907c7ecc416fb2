import ElkConstructor, { type ELK, type ElkExtendedEdge, type ElkNode, type ElkPoint } from 'elkjs/lib/elk-api';
// ELK's layout engine (1.4 MB) runs in a worker of its own, fetched when the first diagram is laid out.
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { AnyStateMachine } from 'xstate';
import { allNodes, rootOf, transitionLabel, transitionsOf, type StateNode, type Transition } from './statechart';

/** A state box, its position relative to its parent box, and the boxes of its children. */
export interface StateBox {
  node: StateNode;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The dot the initial arrow starts from, when the state has children. */
  initial?: ElkPoint;
  /** Transitions without a target: the state handles the event and stays, so they get no arrow. */
  internal: Transition[];
  children: StateBox[];
}
/** A transition to one of its targets, routed in the diagram's coordinates. */
export interface Arrow {
  transition: Transition;
  d: string;
  label: ElkPoint & { text: string };
}
export interface Layout {
  width: number;
  height: number;
  root: StateBox;
  arrows: Arrow[];
  /** From each initial dot into the initial state. */
  initialArrows: string[];
}

// Box metrics, in step with the .state rules of the atlas's CSS.
const NAME_FONT = '600 13px';
const ROW_FONT = '11px';
const NAME_HEIGHT = 22;
const ROW_HEIGHT = 16;
const PAD = 4;
const TEXT_PAD = 12;
/** Room after the name for the coverage mark. */
const MARK_WIDTH = 16;
const LABEL_HEIGHT = 14;
const DOT = 8;

export const serviceRow = (invoke: StateNode['invoke'][number]) => `⚙ ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`;
export const internalRow = (t: Transition) => `↻ ${transitionLabel(t)}`;
export const stateName = (node: StateNode) => `${node.type === 'final' ? '◎ ' : ''}${node.key}`;
const internalOf = (node: StateNode) => transitionsOf(node).filter((t) => !t.target?.length);
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

function textMeasure(): (text: string, font: string) => number {
  const family = getComputedStyle(document.documentElement).fontFamily;
  const context = document.createElement('canvas').getContext('2d')!;
  return (text, font) => {
    context.font = `${font} ${family}`;
    return Math.ceil(context.measureText(text).width);
  };
}

function elkNode(node: StateNode, measure: ReturnType<typeof textMeasure>): ElkNode {
  const rows = [...node.invoke.map(serviceRow), ...internalOf(node).map(internalRow)];
  const width = Math.max(measure(stateName(node), NAME_FONT) + MARK_WIDTH, ...rows.map((r) => measure(r, ROW_FONT))) + TEXT_PAD + 2 * PAD;
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
      'elk.nodeSize.minimum': `(${width},${header})`,
    },
    children: [...(hasInitialDot(node) ? [{ id: initialDotId(node), width: DOT, height: DOT }] : []), ...children.map((c) => elkNode(c, measure))],
  };
}

function boxOf(laidOut: ElkNode, node: StateNode): StateBox {
  const children = new Map((laidOut.children ?? []).map((c) => [c.id, c]));
  const dot = children.get(initialDotId(node));
  return {
    node,
    x: laidOut.x ?? 0,
    y: laidOut.y ?? 0,
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    initial: dot && { x: dot.x ?? 0, y: dot.y ?? 0 },
    internal: internalOf(node),
    children: Object.values(node.states).map((c) => boxOf(children.get(c.id)!, c)),
  };
}

const pathOf = (edge: ElkExtendedEdge) =>
  (edge.sections ?? [])
    .map((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(''))
    .join('');

let elk: ELK | undefined;
const layouts = new WeakMap<AnyStateMachine, Promise<Layout>>();

/** Lays a statechart out with ELK's layered algorithm, once per machine. */
export function layoutOf(machine: AnyStateMachine): Promise<Layout> {
  let layout = layouts.get(machine);
  if (!layout) layouts.set(machine, (layout = lay(machine)));
  return layout;
}

async function lay(machine: AnyStateMachine): Promise<Layout> {
  elk ??= new ElkConstructor({ workerUrl: elkWorkerUrl });
  const measure = textMeasure();
  const root = rootOf(machine);
  const nodes = allNodes(root);
  const targeted = nodes.flatMap((n) => transitionsOf(n).flatMap((transition) => (transition.target ?? []).map((target) => ({ transition, target }))));
  const initials = nodes.filter(hasInitialDot);
  const graph: ElkNode = {
    id: 'atlas',
    children: [elkNode(root, measure)],
    edges: [
      ...targeted.map(({ transition, target }, i) => ({
        id: `transition ${i}`,
        sources: [transition.source.id],
        targets: [target.id],
        labels: [{ text: transitionLabel(transition), width: measure(transitionLabel(transition), ROW_FONT) + 4, height: LABEL_HEIGHT }],
      })),
      ...initials.map((n) => ({ id: `initial ${n.id}`, sources: [initialDotId(n)], targets: [n.initial!.target[0]!.id] })),
    ],
  };
  const result = await elk.layout(graph, { layoutOptions: options });
  const edges = new Map((result.edges ?? []).map((e) => [e.id, e]));
  return {
    width: result.width ?? 0,
    height: result.height ?? 0,
    root: boxOf(result.children![0]!, root),
    arrows: targeted.map(({ transition }, i) => {
      const edge = edges.get(`transition ${i}`)!;
      const label = edge.labels![0]!;
      return {
        transition,
        d: pathOf(edge),
        label: { text: transitionLabel(transition), x: (label.x ?? 0) + (label.width ?? 0) / 2, y: (label.y ?? 0) + LABEL_HEIGHT / 2 },
      };
    }),
    initialArrows: initials.map((n) => pathOf(edges.get(`initial ${n.id}`)!)),
  };
}
