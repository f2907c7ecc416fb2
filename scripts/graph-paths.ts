import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { checkedPaths } from '../tests/graph/checked-run';
import { models } from '../tests/graph/models';

/**
 * Writes the checked graph paths of the statecharts as they are to a file (argument 1). The mutation
 * run reads them (GRAPH_PATHS): each mutant is tested with the same paths and the states the
 * unchanged statechart reaches, instead of paths generated again from the mutant for each one.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: tsx scripts/graph-paths.ts <file.json>');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(Object.fromEntries(models.map((m) => [m.name, checkedPaths(m)]))));
