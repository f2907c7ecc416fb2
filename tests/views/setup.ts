import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import en from '../../locales/en.json';
import { i18next } from '../../src/app/i18n';

/**
 * The views tests' setup: the app's i18n in English with all its sections, and every app actor
 * inspected by the test's recorder (the funnel and the flow atlas left out).
 */
vi.mock('../../src/app/inspect', async (importOriginal) => {
  const [original, { observe }] = await Promise.all([importOriginal<typeof import('../../src/app/inspect')>(), import('./fakes')]);
  return { ...original, inspector: () => observe };
});
// The flows that run their statechart inside a page (useMachine) get the same recorder.
vi.mock('@xstate/react', async (importOriginal) => {
  const [original, { observe }] = await Promise.all([importOriginal<typeof import('@xstate/react')>(), import('./fakes')]);
  const useMachine: typeof original.useMachine = (logic, ...[options]) => original.useMachine(logic, { ...options, inspect: options?.inspect ?? observe } as never);
  return { ...original, useMachine };
});

// Place names come as their codes; nothing reaches a server (a call no test fakes fails at once).
vi.mock('../../services/system', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getCountryTree: () => Promise.resolve([]),
  getAirports: () => Promise.resolve([]),
  getCities: () => Promise.resolve([]),
}));
vi.stubGlobal('fetch', (url: unknown) => Promise.reject(new TypeError(`views tests make no network calls: ${String(url)}`)));

// Testing Library waits a faked setTimeout(0) after each act: it advances fake timers it knows as jest's.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

// A query that finds nothing says so in one line, without the page's markup.
// Queries by role skip the (slow in happy-dom) check of what is hidden by styles: the checks scope to an open dialog themselves.
configure({ getElementError: (message) => new Error(message?.split('\n')[0] ?? 'no element'), defaultHidden: true });

i18next.addResourceBundle('en-US', 'translation', en, true, true);
await i18next.changeLanguage('en-US');

// The app's own actors, made when its modules load, are not the test's to stop.
beforeEach(async () => void (await import('./fakes')).actors.splice(0));

afterEach(async () => {
  cleanup();
  const { resetRecorded } = await import('./fakes');
  resetRecorded();
  // What the run left waiting (a toast's end) happens now, with the actors stopped.
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});
