import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import sc from '../../locales/sc.json' with { type: 'json' };
import tc from '../../locales/tc.json' with { type: 'json' };
import { codes } from '../../services/schemas/codes';
import { invalidField } from '../../server/domain/errors';
import { fieldName, translate } from '../../server/i18n';
import { dayAhead, searchBody } from './booking-helpers';
import { databaseKinds, startTestServer, type TestServer } from './harness';

/**
 * A request field that is not right is named in words of the caller's language (locales' `fieldNames`),
 * never by its schema path: every property and parameter name of a request the API document
 * describes has a name in each catalogue.
 */

type Operation = { requestBody?: { content: Record<string, { schema: unknown }> }; parameters?: { in: string; name: string; schema?: unknown }[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

/** Keys whose values are data, not schemas. */
const notSchemas = new Set(['enum', 'const', 'default', 'examples', 'example', 'required', 'description', 'pattern', 'format']);

/** Every property name a schema lets a request carry: through nested objects, arrays, unions and references. */
function propertyNames(doc: OpenApi, schema: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return into;
  seen.add(schema);
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
      const target = value.slice(2).split('/').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
      propertyNames(doc, target, into, seen);
    } else if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value)) {
        into.add(name);
        propertyNames(doc, property, into, seen);
      }
    } else if (!notSchemas.has(key)) {
      propertyNames(doc, value, into, seen);
    }
  }
  return into;
}

/** The names of every request body property (at any depth) and every query and path parameter of the API. */
function requestFieldNames(doc: OpenApi): Set<string> {
  const names = new Set<string>();
  for (const operations of Object.values(doc.paths)) {
    for (const operation of Object.values(operations)) {
      if (!operation || typeof operation !== 'object') continue;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        names.add(parameter.name);
        propertyNames(doc, parameter.schema, names);
      }
      for (const content of Object.values(operation.requestBody?.content ?? {})) propertyNames(doc, content.schema, names);
    }
  }
  return names;
}

const catalogues = { en, sc, tc } as Record<'en' | 'sc' | 'tc', { fieldNames?: Record<string, unknown> }>;
const named = (language: keyof typeof catalogues, name: string) => {
  const value = Object.hasOwn(catalogues[language].fieldNames ?? {}, name) ? catalogues[language].fieldNames![name] : undefined;
  return typeof value === 'string' ? value : undefined;
};
const CJK = /[\u3400-\u9fff]/u;
/** A schema path as the validator gives it (`passengers.0.lastName`), or any ASCII dotted name. */
const PATH = /[A-Za-z0-9_]+\.[A-Za-z0-9_]/;

describe('request field names', () => {
  let s: TestServer & { stop(): Promise<void> };
  let fields: string[];

  beforeAll(async () => {
    s = await startTestServer(databaseKinds[0]!);
    const res = await s.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    fields = [...requestFieldNames(res.json())].sort();
  });
  afterAll(() => s?.stop());

  it('finds the request fields of the API document, nested ones and parameters too', () => {
    expect(fields.length).toBeGreaterThan(150);
    // Nested in a body (passengers.adult), in an array (passengers[].lastName, segments[].org), a query and a path parameter.
    expect(fields).toEqual(expect.arrayContaining(['adult', 'lastName', 'org', 'pageNum', 'provider', 'pnrId']));
  });

  it('names every one in English, in words rather than as an identifier', () => {
    expect(fields.filter((f) => named('en', f) === undefined)).toEqual([]);
    expect(fields.filter((f) => /[a-z][A-Z]|_/.test(named('en', f) ?? ''))).toEqual([]);
  });

  it.each(['sc', 'tc'] as const)('names every one in %s, in Chinese', (language) => {
    expect(fields.filter((f) => named(language, f) === undefined)).toEqual([]);
    expect(fields.filter((f) => !CJK.test(named(language, f) ?? ''))).toEqual([]);
  });

  it('names a field by the last part of its path that is not an array index', () => {
    expect(fieldName('en-US', 'passengers.0.lastName')).toBe('surname');
    expect(fieldName('zh-HK', 'passengers.0.lastName')).toBe('姓氏');
    expect(fieldName('zh-CN', 'passengers.adult')).toBe('成人人数');
    expect(fieldName('en-CA', 'segments.1')).toBe(named('en', 'segments'));
    expect(fieldName('zh-HK', 'passengers.0.noSuchField')).toBeUndefined();
    expect(fieldName('en-US', '0')).toBeUndefined();
  });

  it('answers the plain bad-request message, never a path, for a field the catalogues do not name', () => {
    const error = invalidField('passengers.0.noSuchField');
    expect(error.code).toBe(codes.badRequest);
    expect(translate('zh-HK', error.messageKey, error.params)).toBe(translate('zh-HK', 'errors.badRequest'));
  });

  describe('in the answer to a request with a bad field', () => {
    const SEARCH = '/dsb-offer/api/v1/offer/search/flight';
    const body = (change: Record<string, unknown>) => ({ ...searchBody({ segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 10) }] }), ...change });

    it.each([
      ['en-US', 'Please check the number of adults.'],
      ['en-CA', 'Please check the number of adults.'],
      ['zh-HK', '請檢查成人人數。'],
      ['zh-CN', '请检查成人人数。'],
    ])('names a nested field in words in %s', async (locale, message) => {
      for (const adult of [0, 'x']) {
        const res = await s.call('POST', SEARCH, { locale, json: body({ passengers: { adult, child: 0, infant: 0 } }) });
        expect([res.code, res.msg, res.data]).toEqual([codes.badRequest, message, null]);
        expect(res.msg).not.toContain('passengers');
        expect(res.msg).not.toMatch(PATH);
      }
    });

    it.each([
      ['en-US', 'Please check the date.'],
      ['zh-HK', '請檢查日期。'],
    ])('names a field inside an array item in %s', async (locale, message) => {
      const res = await s.call('POST', SEARCH, { locale, json: body({ segments: [{ org: 'HKG', dst: 'TPE', date: 20991231 }] }) });
      expect([res.code, res.msg]).toEqual([codes.badRequest, message]);
      expect(res.msg).not.toMatch(PATH);
    });

    it.each([
      ['en-US', 'Please check the starting point.'],
      ['zh-HK', '請檢查起點。'],
    ])('names a field the domain refuses (the funnel’s first day) in %s', async (locale, message) => {
      const res = await s.call('GET', '/dsb-system/api/v1/flow/funnel?machine=booking&from=2026-02-30', { locale });
      expect([res.code, res.msg]).toEqual([codes.badRequest, message]);
    });
  });
});
