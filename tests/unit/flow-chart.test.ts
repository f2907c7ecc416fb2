import { describe, expect, it } from 'vitest';
import { stateIdsOf } from '../../machines/statecharts-of';
import { allStates, internalOf, internalRow, serviceRow, stateName, type ChartState } from '../../src/flows/chart';
import { chartOf, flowEntryOf, statecharts } from '../../src/flows/layout';
import { textWidth } from '../../src/flows/text-width';
import { machineGraph } from '../graph/path-generator';

/** Boxes whose edges lie outside their parent's box: a nested state drawn across its parent's border. */
const outside = (parent: ChartState): string[] =>
  parent.children.flatMap((c) => [
    ...(c.x < 0 || c.y < 0 || c.x + c.width > parent.width || c.y + c.height > parent.height ? [c.id] : []),
    ...outside(c),
  ]);

describe('the flow atlas charts laid out at build time', () => {
  it('finds every statechart of machines/, each listed with its number of states', () => {
    expect(statecharts.map((m) => m.id)).toEqual(expect.arrayContaining(['booking', 'checkIn', 'session', 'settings']));
    const booking = statecharts.find((m) => m.id === 'booking')!;
    expect(flowEntryOf(booking)).toEqual({ id: 'booking', states: stateIdsOf(booking).length });
  });

  it.each(['booking', 'checkIn', 'session'])('draws %s with each state inside its parent and every transition under the QA paths’ id', async (id) => {
    const machine = statecharts.find((m) => m.id === id)!;
    const chart = await chartOf(machine);
    expect(outside(chart.root)).toEqual([]);
    expect(chart.root.width).toBeLessThanOrEqual(chart.width);
    const states = allStates(chart.root);
    expect(states.map((s) => s.id)).toEqual(expect.arrayContaining(stateIdsOf(machine)));
    const transitions = states.flatMap((s) => s.transitions);
    expect(transitions.map((t) => t.id).sort()).toEqual([...machineGraph(machine).transitions].sort());
    // One arrow per target of each transition that leaves its state; the others are rows of the box.
    expect(chart.arrows.length).toBe(transitions.reduce((n, t) => n + t.targets.length, 0));
    expect(chart.arrows.every((a) => a.d.startsWith('M') && a.label.text)).toBe(true);
    // Each box is as wide as its name and its rows, a parent's too.
    const narrow = states.filter((s) => [textWidth(stateName(s), 13, 'bold'), ...[...s.services.map(serviceRow), ...internalOf(s).map(internalRow)].map((row) => textWidth(row, 12))].some((w) => w > s.width));
    expect(narrow.map((s) => s.id)).toEqual([]);
    expect(states.some((s) => internalOf(s).length > 0)).toBe(true);
    // ELK takes seconds over the larger statecharts.
  }, 30_000);
});
