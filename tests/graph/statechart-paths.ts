import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkedPaths, runChecked, type CheckedPath, type CheckedRun } from './checked-run';
import { models } from './models';
import { answerFollowUps, answerOf, eventsOf, machineGraph } from './path-generator';

/** The mutation run's paths, written once from the unchanged statecharts (scripts/graph-paths.ts). */
const writtenPaths = process.env.GRAPH_PATHS ? (JSON.parse(readFileSync(process.env.GRAPH_PATHS, 'utf8')) as Record<string, CheckedPath[]>) : null;

/**
 * Every path generated from the named statechart's graph, run against the real statechart with
 * recording fakes for its services (see checked-run.ts); then what those checked runs covered must
 * be every state, every transition, and every answer followed by each step that can come next.
 * A file per statechart (tests/graph/paths/), so that the statecharts' paths run side by side.
 */
export function describePaths(name: string) {
  const model = models.find((m) => m.name === name);
  if (!model) throw new Error(`no graph model is named ${name}`);
  describe(`the ${name} statechart`, () => {
    const paths = writtenPaths?.[model.name] ?? checkedPaths(model);
    const runs: CheckedRun[] = [];

    it.each(paths.map((path, i) => [i + 1, path.events.map((e) => e.type).join(', ') || '(start)', path] as const))('path %i: %s', async (_, __, path) => {
      const run = await runChecked(model, path.input, path.events, path.states);
      runs.push(run);
      expect(run.failures).toEqual([]);
    });

    it('covers every state and transition, and every answer followed by each next step, in checked steps', () => {
      const graph = machineGraph(model.machine);
      const passed = runs.filter((r) => !r.failures.length);
      const states = new Set(passed.flatMap((r) => r.visited));
      const transitions = new Set(passed.flatMap((r) => r.fired));
      const answered = new Set(passed.flatMap((r) => r.answered));
      expect(graph.states.filter((s) => !states.has(s))).toEqual([]);
      expect(graph.transitions.filter((t) => !transitions.has(t))).toEqual([]);
      expect(eventsOf(model).map(answerOf).filter((a) => a !== undefined && !answered.has(a))).toEqual([]);
      if (!writtenPaths) expect([...answerFollowUps(model)].filter((f) => !answered.has(f))).toEqual([]);
    });
  });
}
