import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../services/schemas/codes';
import { demoOperations } from '../../server/db/seed/demo-accounts';
import { databaseKinds, startTestServer, type Envelope, type TestServer } from './harness';
import { registerUser, tokenFor } from './helpers';

/**
 * Every operation of the API document (`/docs/json`), called with bad values in each of its path
 * and query parameters and body fields, one at a time, the others as the schema wants them: the
 * server never answers 500, and a request it refuses writes nothing to the database. The values
 * are those that have broken servers before: the wrong type, fractions, negatives, numbers beyond a
 * column's range, empty and huge text, control and format characters, far dates.
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
}
interface Operation {
  security?: Record<string, unknown>[];
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** The one option of a union a request is built from: the first that is not null. */
function chosen(schema: JsonSchema): JsonSchema {
  const options = schema.oneOf ?? schema.anyOf ?? schema.allOf;
  if (options) return chosen(options.find((o) => o.type !== 'null') ?? options[0]!);
  return schema;
}
const typeOf = (schema: JsonSchema) => [schema.type ?? (schema.properties ? 'object' : 'string')].flat().find((t) => t !== 'null') ?? 'null';

/** A text the pattern matches; a pattern fast-check cannot generate from (a lookahead: a password's rules) gets a text that passes such rules. */
function matching(pattern: string): string {
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 1, seed: 7 })[0]!;
  } catch {
    return 'Fuzz@2026x';
  }
}

/** A value the schema takes, on `day` where it asks for a date. */
function validValue(schema: JsonSchema, day: string): unknown {
  const s = chosen(schema);
  if ('const' in s) return s.const;
  if (s.enum) return s.enum.find((v) => v !== null);
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, validValue(v, day)]));
    case 'array':
      return (s.minItems ?? 0) > 0 ? [validValue(s.items ?? {}, day)] : [];
    case 'integer':
    case 'number': {
      const lowest = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(1, lowest), s.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    default:
      if (s.format === 'date') return day;
      if (s.format === 'date-time') return `${day}T04:00:00.000Z`;
      if (s.format === 'email') return 'fuzz@test.example';
      if (s.pattern) return matching(s.pattern);
      return 'A'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

const numbersThatBreak = [1.5, -1, 2_147_483_648, 1e300];
const textsThatBreak = ['', 'x'.repeat(20_000), 'a\u0000b', 'a\u202Eb', '9999-12-31', '2026-02-30'];
/** Bad values of a JSON field of this schema: the wrong type and null, then what breaks its own type. */
function badValues(schema: JsonSchema): unknown[] {
  const s = chosen(schema);
  const type = typeOf(s);
  const wrongType = type === 'string' ? 12345 : 'abc';
  const own = s.enum ? ['NOT_AN_OPTION'] : type === 'integer' || type === 'number' ? numbersThatBreak : type === 'string' ? textsThatBreak : type === 'array' ? [[null], ['x'.repeat(20_000)]] : [];
  return [wrongType, null, ...own];
}
/** Bad values of a parameter, as written in the URL. */
const badTexts = ['abc', '1.5', '-1', '2147483648', '99999999999999999999', '9999-12-31', '2026-02-30', '%00', 'x'.repeat(5000)];

/** Each field of a body as a path of keys, nested objects and the items of arrays of objects included (two levels deep). */
function fieldsOf(schema: JsonSchema, depth = 0): { path: (string | number)[]; schema: JsonSchema }[] {
  const s = chosen(schema);
  if (depth > 2) return [];
  if (typeOf(s) === 'array' && s.items && typeOf(chosen(s.items)) === 'object') return fieldsOf(s.items, depth + 1).map((f) => ({ ...f, path: [0, ...f.path] }));
  if (typeOf(s) !== 'object') return [];
  return Object.entries(s.properties ?? {}).flatMap(([key, value]) => [{ path: [key], schema: value }, ...fieldsOf(value, depth + 1).map((f) => ({ ...f, path: [key, ...f.path] }))]);
}
function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(body) && body.length > 0 ? body : [{}];
    return [withValue(list[0], rest, value)];
  }
  const object = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return { ...object, [key!]: withValue(object[key!], rest, value) };
}

/**
 * The tables written to since the last call, recorded by a trigger on each: a refused request's
 * rolled-back writes leave no trace. The records of failed attempts, which rate limits count, are
 * a refusal's to write.
 */
const attemptRecords = new Set(['rate_limit_counts', 'unknown_logins', 'captchas']);
async function writesOf(s: TestServer): Promise<() => Promise<string[]>> {
  const run = s.database.executeSql;
  await run('CREATE TABLE fuzz_writes (table_name text NOT NULL)');
  await run('CREATE FUNCTION fuzz_record_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME); RETURN NULL; END $$');
  const tables = (await run("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_writes'")).rows as { tablename: string }[];
  for (const { tablename } of tables) await run(`CREATE TRIGGER fuzz_record_write AFTER INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION fuzz_record_write()`);
  return async () => {
    const written = (await run('DELETE FROM fuzz_writes RETURNING table_name')).rows as { table_name: string }[];
    return [...new Set(written.map((w) => w.table_name))].filter((t) => !attemptRecords.has(t));
  };
}

/** The API document's paths, split so that the fuzz runs as several files side by side. */
export const fuzzShards = {
  order: (path: string) => path.startsWith('/dsb-order'),
  accounts: (path: string) => path.startsWith('/dsb-member') || path.startsWith('/dsb-auth'),
  rest: (path: string) => !path.startsWith('/dsb-order') && !path.startsWith('/dsb-member') && !path.startsWith('/dsb-auth'),
};

/** Fuzzes every operation whose path is in `shard` (a file of its own runs each). */
export function describeFuzz(shard: keyof typeof fuzzShards, atLeast: number): void {
  describe(`API fuzz: ${shard}`, () => {
    let s: TestServer & { stop(): Promise<void> };
    let doc: OpenApi;
    beforeAll(async () => {
      s = await startTestServer(databaseKinds[0]!);
      doc = (await s.app.inject({ method: 'GET', url: '/docs/json' })).json();
    });
    afterAll(() => s?.stop());

    it('answers every bad value of every field of every operation without a 500, and a refusal changes nothing', async () => {
      // Each request's writes are read (and cleared) after it: the setup's before the first.
      const writes = await writesOf(s);
      const day = new Date(s.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
      const ops = await tokenFor(s, demoOperations.email, demoOperations.password);
      let traveller = (await registerUser(s)).token;
      const failures: string[] = [];
      let sent = 0;

      await writes();
      for (const [path, methods] of Object.entries(doc.paths).filter(([path]) => fuzzShards[shard](path))) {
        for (const [method, operation] of Object.entries(methods)) {
          if (path.startsWith('/docs') || path.startsWith('/dev/') || path.endsWith('/stream')) continue;
          const signedIn = operation.security?.some((s) => 'user' in s) ?? false;
          const token = () => (path.startsWith('/dsb-ops') ? ops : signedIn ? traveller : undefined);
          const parameters = operation.parameters ?? [];
          const content = operation.requestBody?.content ?? {};
          const form = 'application/x-www-form-urlencoded' in content;
          const bodySchema = content['application/json']?.schema ?? content['application/x-www-form-urlencoded']?.schema;
          // Parameters as written in the URL (encoded).
          const validOf = (where: 'path' | 'query') => Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, encodeURIComponent(String(validValue(p.schema, day)))]));
          const baseline = { path: validOf('path'), query: validOf('query'), body: bodySchema ? validValue(bodySchema, day) : undefined };

          const send = async (what: string, request: typeof baseline) => {
            const url = path.replace(/\{(\w+)\}/g, (_, name: string) => request.path[name] ?? '1');
            const query = Object.entries(request.query)
              .map(([name, value]) => `${name}=${value}`)
              .join('&');
            const target = `${url}${query ? `?${query}` : ''}`;
            let res: Envelope;
            try {
              res = await s.call(method.toUpperCase() as 'GET' | 'POST', target, {
                token: token(),
                ...(request.body === undefined ? {} : form ? { form: request.body as Record<string, string> } : { json: request.body }),
              });
            } catch (error) {
              failures.push(`${method.toUpperCase()} ${path} ${what}: ${String(error)}`);
              return;
            }
            sent++;
            if (res.status >= 500 || res.code === codes.systemBusy) failures.push(`${method.toUpperCase()} ${path} ${what}: ${res.status} ${res.code}`);
            const written = await writes();
            if (res.code !== '00000' && written.length > 0) failures.push(`${method.toUpperCase()} ${path} ${what}: refused (${res.code}) and wrote to ${written.join(', ')}`);
          };

          await send('as the schema wants it', baseline);
          for (const p of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
            for (const bad of badTexts) {
              const where = p.in as 'path' | 'query';
              await send(`${p.name}=${bad.slice(0, 20)}`, { ...baseline, [where]: { ...baseline[where], [p.name]: bad } });
            }
          }
          for (const field of bodySchema ? fieldsOf(bodySchema) : []) {
            for (const bad of badValues(field.schema)) {
              await send(`${field.path.join('.')}=${JSON.stringify(bad)?.slice(0, 20)}`, { ...baseline, body: withValue(baseline.body, field.path, bad) });
            }
          }
          // An operation that ended the traveller's session (signing out, deleting the account) leaves the next with a new one.
          if (signedIn && (await s.call('GET', '/dsb-member/app-api/v1/members/info', { token: traveller })).code !== '00000') traveller = (await registerUser(s)).token;
          await writes();
        }
      }
      expect(sent).toBeGreaterThan(atLeast);
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
