import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../services/schemas/locale';
import { whenLoadedAndIdle } from './when-idle';

type Catalogue = Record<string, unknown>;

/** The files of each locale, in order: en-CA holds only what differs from en. */
const localeFiles: Record<Locale, string[]> = { 'en-US': ['en'], 'en-CA': ['en', 'en-CA'], 'zh-CN': ['sc'], 'zh-HK': ['tc'] };
/** Each file is its own chunk: only the current locale's are loaded. */
const catalogues = import.meta.glob<Catalogue>('../../locales/*.json', { import: 'default' });
/** The sections only pages past the tab pages read, in chunks of their own (see vite.config.ts). */
const laterCatalogues = import.meta.glob<Catalogue>('../../locales/*.json', { query: '?later', import: 'default' });

/** Adds a locale's catalogues, loaded by `load` (a glob of the locale files), to what i18next knows. */
export async function addCatalogues(locale: Locale, load: Record<string, () => Promise<Catalogue>>): Promise<void> {
  const loaded = await Promise.all(localeFiles[locale].map((file) => load[`../../locales/${file}.json`]!()));
  for (const catalogue of loaded) i18next.addResourceBundle(locale, 'translation', catalogue, true, true);
}

void i18next.use(initReactI18next).init({
  resources: {},
  lng: 'en-US',
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // The flow atlas adds its section after the page is up: its title in the nav bar follows.
  react: { bindI18nStore: 'added' },
});

// Not hasResourceBundle: the flow atlas adds its own section to a locale as well.
const loaded = new Set<Locale>();
const later = new Map<Locale, Promise<void>>();
let current: Locale | undefined;

const laterStrings = (locale: Locale) => {
  if (!later.has(locale)) later.set(locale, addCatalogues(locale, laterCatalogues).catch((e: unknown) => (later.delete(locale), Promise.reject(e))));
  return later.get(locale)!;
};

/** Resolves once the current language's later sections are in: the pages past the tab pages wait for it. */
export const pageStrings = (): Promise<void> => (current ? laterStrings(current) : Promise.resolve());

/**
 * Loads a locale's catalogue (once) and switches to it. The first language drawn starts with the
 * shell's sections and fetches the rest behind it; a switch later on waits for all of them.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    await addCatalogues(locale, catalogues);
    loaded.add(locale);
  }
  if (current) await laterStrings(locale);
  // The first page: a page past the tabs asks for them at once (pageStrings), a tab page once it is drawn.
  else whenLoadedAndIdle(() => void laterStrings(locale).catch(() => {}));
  current = locale;
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.title = t('app.name');
}

export const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options) as string;
export { i18next };
