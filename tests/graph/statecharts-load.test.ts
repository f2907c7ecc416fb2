import { existsSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { statechartsOf } from '../../machines/statecharts-of';
import { models } from './models';

/**
 * Every statechart module loads, every statechart has a graph model, and every model's paths a test
 * file (tests/graph/paths/<model>.test.ts). A statechart module that
 * the models do not import is loaded here, inside its test, so that one that cannot be built fails
 * as a test of its own.
 */
const files = readdirSync(new URL('../../machines', import.meta.url)).filter((f) => f.endsWith('.machine.ts'));

it.each(files)('%s loads, and each of its statecharts has a graph model', async (file) => {
  const machines = statechartsOf([await import(`../../machines/${file}`)]);
  expect(machines.length).toBeGreaterThan(0);
  for (const machine of machines) expect(models.map((m) => m.machine.id)).toContain(machine.id);
});

it.each(models.map((m) => m.name))('the %s model has a file that runs its paths', (name) => {
  expect(existsSync(new URL(`paths/${name}.test.ts`, import.meta.url))).toBe(true);
});
