import { assign, setup } from 'xstate';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';

/**
 * Loads one piece of data for a page: loading, then loaded or failed (tagged 'failed'), where `reload`
 * is the retry. `refresh` loads loaded data again behind what is shown (the server said it changed):
 * the page keeps its data meanwhile, and keeps it if the refresh fails.
 */
export interface LoadContext {
  data: unknown;
  error: FlowError | null;
}

export type LoadEvent = { type: 'reload' } | { type: 'refresh' };

export const loadMachine = setup({
  types: { context: {} as LoadContext, events: {} as LoadEvent },
  actors: {
    load: appProvided<unknown, void>(),
  },
}).createMachine({
  id: 'load',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    loaded: { on: { reload: 'loading', refresh: 'refreshing' } },
    refreshing: {
      invoke: {
        id: 'refresh',
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'loaded',
      },
      on: { reload: 'loading' },
    },
    failed: { tags: ['failed'], on: { reload: 'loading' } },
  },
});
