import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { verificationCodeMachine } from '../../machines/verification-code.machine';
import { notifySubmitting } from './toast';

/**
 * The 'send code' button's statechart, provided here and nowhere else (a module of its own, so
 * that the home page's first load does not carry it): asks `send` for a code, then counts down
 * before another may be asked.
 */
export function useVerificationCode(send: (signal: AbortSignal) => Promise<{ resendAfterSeconds: number }>) {
  const [snapshot, sendEvent] = useMachine(
    verificationCodeMachine.provide({
      actors: { sendCode: fromPromise(({ signal }) => send(signal)) },
      actions: { notifyBusy: notifySubmitting },
    }),
  );
  const event = { type: 'code.send', request: null } as const;
  return {
    sending: snapshot.matches('sending'),
    coolingDown: snapshot.matches('coolingDown'),
    secondsLeft: snapshot.context.secondsLeft,
    error: snapshot.context.error,
    canSend: snapshot.can(event),
    send: () => sendEvent(event),
  };
}
