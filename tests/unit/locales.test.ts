import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../../locales/${name}.json`, import.meta.url), 'utf8'));
const values = (o: Record<string, unknown>): string[] => Object.values(o).flatMap((v) => (v && typeof v === 'object' ? values(v as Record<string, unknown>) : [String(v)]));
const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('locales', () => {
  const full = { en: flatten(load('en')), sc: flatten(load('sc')), tc: flatten(load('tc')) };
  const all = new Set(Object.values(full).flat());

  it.each(Object.keys(full))('%s has every key another locale has', (name) => {
    const keys = new Set(full[name as keyof typeof full]);
    expect([...all].filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(['en', 'en-CA', 'sc', 'tc'])('%s names no key twice in one section (JSON keeps only the last)', (name) => {
    const twice: string[] = [];
    const text = readFileSync(new URL(`../../locales/${name}.json`, import.meta.url), 'utf8');
    // Each object's own keys, read line by line: the catalogues keep one key a line.
    const stack: Set<string>[] = [];
    for (const line of text.split('\n')) {
      const key = /^\s*"([^"]+)":/.exec(line)?.[1];
      if (key !== undefined) {
        if (stack.at(-1)?.has(key)) twice.push(key);
        stack.at(-1)?.add(key);
      }
      if (line.trimEnd().endsWith('{')) stack.push(new Set());
      if (/^\s*\},?$/.test(line)) stack.pop();
    }
    expect(twice).toEqual([]);
  });

  it('en-CA holds only keys that en has (it lists what differs)', () => {
    const en = new Set(full.en);
    expect(flatten(load('en-CA')).filter((k) => !en.has(k))).toEqual([]);
  });

  it('every key the code uses exists in en', async () => {
    const { execSync } = await import('node:child_process');
    const used = execSync(`grep -rhoE "\\bt\\('[a-zA-Z0-9_.-]+'" src machines services server`, { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((s) => s.slice(3, -1));
    const en = new Set(full.en);
    expect([...new Set(used)].filter((k) => !en.has(k))).toEqual([]);
  });

  it.each(['sc', 'tc'])('%s uses full-width colons, commas and brackets after Chinese text', (name) => {
    const cjk = '[\\u3000-\\u303f\\u3400-\\u9fff\\uff00-\\uffef]';
    const halfWidth = new RegExp(`${cjk}[:,()]|[(]${cjk}`, 'u');
    expect(values(load(name)).filter((text) => halfWidth.test(text))).toEqual([]);
  });
});
