import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stateIdsOf, statechartsOf } from '../../../machines/statecharts-of';

/** The state ids of every statechart in machines/, by machine id, in the order they are defined. */
export type MachineCatalogue = Map<string, string[]>;

const machinesDir = fileURLToPath(new URL('../../../machines/', import.meta.url));

async function load(): Promise<MachineCatalogue> {
  const files = readdirSync(machinesDir).filter((f) => f.endsWith('.machine.ts'));
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(machinesDir + f).href) as Promise<Record<string, unknown>>));
  const machines = statechartsOf(modules);
  return new Map(machines.map((m) => [m.id, stateIdsOf(m)]));
}

let catalogue: Promise<MachineCatalogue> | null = null;
/** Found once, on first use: a machine added to machines/ is known without further work. */
export const machineCatalogue = () => (catalogue ??= load());
