import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { Chart, FlowEntry } from './src/flows/chart';
import type { Lay } from './src/flows/layout';

const INDEX = 'virtual:flow-atlas';
const CHART = 'virtual:flow-chart/';
/** A chart's module id, which also names its file: `flow-chart-booking-<hash>.js`. */
const CHART_MODULE = '\0flow-chart-';

interface Atlas {
  flows: FlowEntry[];
  charts: Map<string, Chart>;
  /** The files the charts were made from: a change to one lays them out again. */
  sources: Set<string>;
}

const cacheDir = resolve('node_modules/.cache/flow-atlas');
const elkVersion = (createRequire(import.meta.url)('elkjs/package.json') as { version: string }).version;

/**
 * ELK takes seconds over every statechart, and most builds change none: each result is kept under
 * the hash of the graph it was laid out from (with its options and ELK's version).
 */
const kept =
  (lay: Lay): Lay =>
  async (graph) => {
    const file = join(cacheDir, `${createHash('sha256').update(elkVersion).update(JSON.stringify(graph)).digest('hex')}.json`);
    const known = await readFile(file, 'utf8').catch(() => null);
    if (known) return JSON.parse(known) as Awaited<ReturnType<Lay>>;
    const result = await lay(graph);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, JSON.stringify(result));
    return result;
  };

/** Imports the statecharts in Node, as the server does, and lays each out. */
async function layOut(): Promise<Atlas> {
  const { module, dependencies } = await runnerImport<typeof import('./src/flows/layout')>(resolve('src/flows/layout.ts'));
  const lay = kept(module.elkLayout);
  const charts = await Promise.all(module.statecharts.map((machine) => module.chartOf(machine, lay)));
  return {
    flows: module.statecharts.map(module.flowEntryOf),
    charts: new Map(charts.map((c) => [c.id, c])),
    sources: new Set([resolve('src/flows/layout.ts'), ...dependencies]),
  };
}

/**
 * The flow atlas's statecharts, laid out when the app is built: `virtual:flow-atlas` lists them and
 * imports each chart (`virtual:flow-chart/<id>`, plain data) only when it is asked for, so the atlas
 * loads neither the machines nor the layout engine, and lays nothing out on the reader's phone.
 */
export function flowAtlas(): Plugin {
  let atlas: Promise<Atlas> | undefined;
  let sources = new Set<string>();
  const laidOut = () => (atlas ??= layOut().then((a) => ((sources = a.sources), a)));
  return {
    name: 'flow-atlas',
    resolveId: {
      filter: { id: /^virtual:flow-(atlas$|chart\/)/ },
      handler: (id) => (id === INDEX ? `\0${id}` : CHART_MODULE + id.slice(CHART.length)),
    },
    load: {
      filter: { id: /^\0(virtual:flow-atlas$|flow-chart-)/ },
      async handler(id) {
        const { flows, charts, sources } = await laidOut();
        sources.forEach((file) => this.addWatchFile(file));
        if (id === `\0${INDEX}`) {
          const loaders = flows.map((f) => `${JSON.stringify(f.id)}: () => import(${JSON.stringify(CHART + f.id)})`);
          return `export const flows = ${JSON.stringify(flows)};\nexport const charts = {${loaders.join(', ')}};\n`;
        }
        const machine = id.slice(CHART_MODULE.length);
        const chart = charts.get(machine);
        if (!chart) throw new Error(`no statechart ${machine}`);
        // A JSON string is parsed faster than the same object written as JavaScript.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(chart))});\n`;
      },
    },
    watchChange(id) {
      if (sources.has(id)) atlas = undefined;
    },
  };
}
