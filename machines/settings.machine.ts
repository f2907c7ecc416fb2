import { assign, setup } from 'xstate';
import type { Locale } from '../services/schemas/locale';
import { appProvided } from './app-provided';

/** Currency (spec section 9, "Locales, currencies and formatting"). */
export const currencies = ['CNY', 'HKD', 'CAD', 'USD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];

export const defaultCurrency: Record<Locale, Currency> = { 'zh-CN': 'CNY', 'zh-HK': 'HKD', 'en-US': 'HKD', 'en-CA': 'CAD' };
/** The currencies the switcher offers. */
export const switcherCurrencies: Currency[] = ['CNY', 'HKD', 'CAD'];

export interface SettingsContext {
  locale: Locale;
  currency: Currency;
}

export type SettingsEvent = { type: 'locale.change'; locale: Locale } | { type: 'currency.change'; currency: Currency } | { type: 'retry' };

export const settingsMachine = setup({
  types: { context: {} as SettingsContext, events: {} as SettingsEvent, input: {} as SettingsContext },
  actors: {
    loadLocale: appProvided<void, Locale>(),
  },
  actions: {
    /** Keeps the settings in local storage (provided by the app). */
    persist: () => {},
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => input,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLocale',
        src: 'loadLocale',
        input: ({ context }) => context.locale,
        onDone: { target: 'ready', actions: 'persist' },
        onError: { target: 'failed' },
      },
    },
    /** The language's messages did not load: the page shows a fixed message and a retry. */
    failed: {
      tags: ['failed'],
      on: { retry: { target: 'loading' } },
    },
    ready: {
      on: {
        'locale.change': {
          target: 'loading',
          actions: assign({ locale: ({ event }) => event.locale, currency: ({ event }) => defaultCurrency[event.locale] }),
        },
        'currency.change': { actions: [assign({ currency: ({ event }) => event.currency }), 'persist'] },
      },
    },
  },
});
