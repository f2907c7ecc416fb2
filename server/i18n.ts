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

/** Server-side translation with the same catalogues and `{{name}}` placeholders as the client. */
export function translate(locale: string, key: string, params: Record<string, unknown> = {}): string {
  const chain = [...(catalogues[normaliseLocale(locale)] ?? []), en];
  const template = chain.map((c) => lookup(c, key)).find((s) => s !== undefined) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
