import en from '../locales/en.json' with { type: 'json' };
import enCA from '../locales/en-CA.json' with { type: 'json' };
import sc from '../locales/sc.json' with { type: 'json' };
import tc from '../locales/tc.json' with { type: 'json' };

/** The product's language codes: en, sc (Simplified Chinese) and tc (Traditional Chinese). */
export type Language = 'en' | 'sc' | 'tc';
type Catalogue = Record<string, unknown>;

const catalogues: Record<string, Catalogue[]> = {
  'en-US': [en],
  'en-CA': [enCA, en],
  'zh-CN': [sc],
  'zh-HK': [tc],
};

export function languageOf(locale: string): Language {
  if (locale === 'zh-CN') return 'sc';
  if (locale === 'zh-HK') return 'tc';
  return 'en';
}

/** Reads the X-Locale header's value; anything unknown falls back to en-US. */
export function normaliseLocale(header: string | undefined): string {
  const value = (header ?? '').replace('_', '-');
  return value in catalogues ? value : 'en-US';
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A locale's text of a key: its own catalogues first, then en; undefined where none has it. */
function phrase(locale: string, key: string): string | undefined {
  const chain = [...(catalogues[normaliseLocale(locale)] ?? []), en];
  return chain.map((c) => lookup(c, key)).find((s) => s !== undefined);
}

/** A message param that depends on the locale (such as a field's name): called with the locale the message is translated into. */
export type LocalisedParam = (locale: string) => string;

/**
 * Server-side translation with the same catalogues and `{{name}}` placeholders as the client. A
 * param given as a function (a `LocalisedParam`) is put in the message in the message's locale.
 */
export function translate(locale: string, key: string, params: Record<string, unknown> = {}): string {
  const template = phrase(locale, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'function' ? String((value as LocalisedParam)(locale)) : String(value ?? '');
  });
}

/**
 * A request field's name in words, as a form would label it, in a locale: the catalogues'
 * `fieldNames` entry for the last part of the field's path that is not an array index
 * (`passengers.0.lastName` is named by `lastName`, `passengers.adult` by `adult`). Undefined for a
 * field they do not name: a traveller is never shown a schema path.
 */
export function fieldName(locale: string, path: string): string | undefined {
  const name = path
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .at(-1);
  return name === undefined ? undefined : phrase(locale, `fieldNames.${name}`);
}
