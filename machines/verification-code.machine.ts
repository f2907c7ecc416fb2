import { assign, setup } from 'xstate';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';

/** The 'send code' button: one request at a time, then a countdown before the next. */
export interface VerificationCodeContext {
  secondsLeft: number;
  error: FlowError | null;
}

export type VerificationCodeEvent = { type: 'code.send'; request: unknown };

export const verificationCodeMachine = setup({
  types: { context: {} as VerificationCodeContext, events: {} as VerificationCodeEvent },
  actors: {
    sendCode: appProvided<{ resendAfterSeconds: number }, unknown>(),
  },
  actions: {
    notifyBusy: () => {},
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  guards: {
    stillCooling: ({ context }) => context.secondsLeft > 1,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'verificationCode',
  context: { secondsLeft: 0, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'code.send': { target: 'sending', actions: assign({ error: null }) } },
    },
    sending: {
      tags: ['busy'],
      on: { 'code.send': { actions: 'notifyBusy' } },
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ event }: { event: VerificationCodeEvent }) => event.request,
        onDone: { target: 'coolingDown', actions: assign({ secondsLeft: ({ event }) => event.output.resendAfterSeconds }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    /** Sending failed: the button sends again. */
    failed: {
      tags: ['failed'],
      on: { 'code.send': { target: 'sending', actions: assign({ error: null }) } },
    },
    coolingDown: {
      after: {
        second: [
          { guard: 'stillCooling', target: 'coolingDown', reenter: true, actions: 'tick' },
          { target: 'idle', actions: assign({ secondsLeft: 0 }) },
        ],
      },
    },
  },
});
