import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourcesUnder(dir: string): { file: string; lines: string[] }[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ file: join(dir, name), lines: readFileSync(join(root, dir, name), 'utf8').split('\n') }));
}

/** `file:line: text` of every line matching `pattern`. */
const linesMatching = (dir: string, pattern: RegExp) =>
  sourcesUnder(dir).flatMap(({ file, lines }) => lines.flatMap((line, i) => (pattern.test(line) ? [`${relative('.', file)}:${i + 1}: ${line.trim()}`] : [])));

describe('server layers', () => {
  it('route files run no SQL and open no transaction: they parse, call the domain and answer', () => {
    expect(sourcesUnder('server/routes').length).toBeGreaterThan(5);
    expect(linesMatching('server/routes', /db\.|\.transaction\(|sql`|drizzle-orm/)).toEqual([]);
  });

  it('domain rules reach the database only through repositories', () => {
    expect(linesMatching('server/domain', /drizzle-orm|db\/client|\bdb\./)).toEqual([]);
  });

  it('domain rules throw domain errors, not HTTP ones', () => {
    expect(linesMatching('server/domain', /from '(\.\.\/)+http\//)).toEqual([]);
  });

  it('a transaction needs no cast to the database type', () => {
    expect(linesMatching('server', /as unknown as Db\b/)).toEqual([]);
  });
});
