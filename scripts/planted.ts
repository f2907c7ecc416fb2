import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { plantedBugs } from '../tests/planted';

/**
 * Plants each bug of tests/planted/ in its statechart, one at a time, and runs the generated graph
 * paths of that statechart alone (tests/graph/paths/<machine>.test.ts); a bug they miss is tried again
 * with the whole graph and views projects, to say whether anything else catches it. A bug of the
 * server's rules is judged by the API test files it names instead, and counted as the paths are. The bugs are
 * planted in a copy of the project made for the run, so the working tree is never changed. Arguments
 * name machines or bug ids to try only those. The last line is JSON: caught/total per machine and
 * overall, and how many the generated paths caught alone.
 */
const wanted = process.argv.slice(2).filter((a) => a !== '--');
const bugs = plantedBugs.filter((b) => !wanted.length || wanted.includes(b.machine) || wanted.includes(b.id));

const ids = new Set<string>();
for (const bug of plantedBugs) {
  if (ids.has(bug.id)) throw new Error(`two planted bugs are named ${bug.id}`);
  ids.add(bug.id);
}

const skipped = new Set(['node_modules', '.git', 'dist', 'data', 'reports', 'coverage']);
const copy = mkdtempSync(join(tmpdir(), 'fwc-planted-'));
cpSync(process.cwd(), copy, { recursive: true, filter: (from) => !skipped.has(relative(process.cwd(), from).split('/')[0]!) });
symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'));
process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const vitest = (args: string[]) => spawnSync('npx', ['vitest', 'run', ...args], { cwd: copy, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

const paths = (machine: string) => vitest(['--project', 'graph', `tests/graph/paths/${machine}.test.ts`]).status === 0;
const api = (files: string[]) => vitest(['--project', 'api', ...files]).status === 0;
for (const machine of new Set(bugs.filter((b) => !b.apiTests).map((b) => b.machine)))
  if (!paths(machine)) throw new Error(`the ${machine} statechart's paths fail with no bug planted: fix them first`);
for (const files of new Set(bugs.flatMap((b) => (b.apiTests ? [b.apiTests.join(' ')] : [])))) if (!api(files.split(' '))) throw new Error(`${files} fail with no bug planted: fix them first`);

interface Result {
  id: string;
  machine: string;
  byPaths: boolean;
  caught: boolean;
}
const results: Result[] = [];
for (const bug of bugs) {
  const file = join(copy, bug.file ?? `machines/${bug.machine}.machine.ts`);
  const original = readFileSync(file, 'utf8');
  const places = original.split(bug.find).length - 1;
  if (places !== 1) throw new Error(`planted bug ${bug.id}: its text stands ${places} times in ${file}, not once`);
  try {
    writeFileSync(file, original.replace(bug.find, bug.replace));
    // A server bug has no generated paths: its API tests are its judges, and count as the paths do.
    const byPaths = bug.apiTests ? !api(bug.apiTests) : !paths(bug.machine);
    const caught = byPaths || vitest(['--project', 'graph', '--project', 'views']).status !== 0;
    results.push({ id: bug.id, machine: bug.machine, byPaths, caught });
    const judges = bug.apiTests ? 'its API tests' : 'the paths';
    console.log(`${caught ? (byPaths ? `caught by ${judges}` : `caught, not by ${judges}`) : 'MISSED'}  ${bug.id} (${bug.kind}): ${bug.says}`);
  } finally {
    writeFileSync(file, original);
  }
}

const tally = (list: Result[]) => ({ caught: list.filter((r) => r.caught).length, byPaths: list.filter((r) => r.byPaths).length, total: list.length });
const machines = [...new Set(results.map((r) => r.machine))];
console.log(
  JSON.stringify({
    machines: Object.fromEntries(machines.map((m) => [m, tally(results.filter((r) => r.machine === m))])),
    overall: tally(results),
    missedByPaths: results.filter((r) => !r.byPaths).map((r) => r.id),
  }),
);
process.exitCode = results.every((r) => r.byPaths) ? 0 : 1;
