import { assign, setup } from 'xstate';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';

/**
 * One form sent to one service call (register, reset password, edit password, delete account):
 * single in flight, the failure kept as a state the page shows, and a retry.
 */
export interface FormSubmitContext {
  payload: unknown;
  result: unknown;
  error: FlowError | null;
}

export type FormSubmitEvent = { type: 'form.submit'; payload: unknown } | { type: 'form.edit' };

export const formSubmitMachine = setup({
  types: { context: {} as FormSubmitContext, events: {} as FormSubmitEvent },
  actors: {
    submit: appProvided<unknown, unknown>(),
  },
  actions: {
    notifyBusy: () => {},
    assignPayload: assign({ payload: ({ event }) => (event.type === 'form.submit' ? event.payload : null), error: null }),
  },
}).createMachine({
  id: 'formSubmit',
  context: { payload: null, result: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'form.submit': { target: 'submitting', actions: 'assignPayload' } },
    },
    submitting: {
      tags: ['busy'],
      on: { 'form.submit': { actions: 'notifyBusy' } },
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }: { context: FormSubmitContext }) => context.payload,
        onDone: { target: 'succeeded', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        'form.submit': { target: 'submitting', actions: 'assignPayload' },
        'form.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    succeeded: { type: 'final' },
  },
});
