import { describe, expect, it } from 'vitest';
import { models } from '../graph/models';
import { generatePaths, replay } from '../graph/path-generator';

describe.each(models.map((m) => [m.name, m] as const))('graph paths of the %s statechart', (_, model) => {
  const report = generatePaths(model);

  it('reach every state and take every transition', () => {
    expect(report.uncoveredStates).toEqual([]);
    expect(report.uncoveredTransitions).toEqual([]);
    expect(report.statesCovered).toBe(report.states);
    expect(report.transitionsCovered).toBe(report.transitions);
  });

  it.each(report.paths.map((p, i) => [i + 1, p] as const))('path %i is taken event by event in a live actor', (_, path) => {
    const run = replay(model, path.input, path.events);
    expect(run.accepted).toBe(true);
    // Every event of a kept path fires at least one transition: no step is a no-op.
    expect(run.fired.slice(1).every((step) => step.length > 0)).toBe(true);
  });
});
