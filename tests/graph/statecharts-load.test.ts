import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { statechartsOf } from '../../machines/statecharts-of';

/**
 * Every statechart module loads and every statechart has a graph model. A statechart that cannot be
 * built fails here as a test, not only as a file the other graph tests cannot load (hence the
 * imports inside the test).
 */
const files = readdirSync(new URL('../../machines', import.meta.url)).filter((f) => f.endsWith('.machine.ts'));

it.each(files)('%s loads, and each of its statecharts has a graph model', async (file) => {
  const machines = statechartsOf([await import(`../../machines/${file}`)]);
  const { models } = await import('./models');
  expect(machines.length).toBeGreaterThan(0);
  for (const machine of machines) expect(models.map((m) => m.machine.id)).toContain(machine.id);
});
