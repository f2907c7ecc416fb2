import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../services/schemas/locale';

type Catalogue = Record<string, unknown>;

/** Each locale's catalogue is its own chunk: only the current one is loaded. en-CA holds only what differs from en. */
const catalogues: Record<Locale, () => Promise<Catalogue[]>> = {
  'en-US': async () => [(await import('../../locales/en.json')).default],
  'en-CA': async () => Promise.all([import('../../locales/en.json'), import('../../locales/en-CA.json')]).then((m) => m.map((x) => x.default)),
  'zh-CN': async () => [(await import('../../locales/sc.json')).default],
  'zh-HK': async () => [(await import('../../locales/tc.json')).default],
};

void i18next.use(initReactI18next).init({
  resources: {},
  lng: 'en-US',
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Loads a locale's catalogue (once) and switches to it. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    for (const catalogue of await catalogues[locale]()) i18next.addResourceBundle(locale, 'translation', catalogue, true, true);
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options) as string;
export { i18next };
