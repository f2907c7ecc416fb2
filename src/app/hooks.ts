import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { formSubmitMachine } from '../../machines/form-submit.machine';
import type { FlowError } from '../../machines/error-message';
import { loadMachine } from '../../machines/load.machine';
import { notifySubmitting } from './toast';

/**
 * The statecharts a page runs for itself (a form, a load), each provided here and nowhere else;
 * the pages read what these hooks return and call their functions.
 */

/** A form bound to one service call through the form-submit statechart. */
export function useFormSubmit<P, R>(submit: (payload: P, signal: AbortSignal) => Promise<R>) {
  const [snapshot, send] = useMachine(
    formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input, signal }) => submit(input as P, signal)) },
      actions: { notifyBusy: notifySubmitting },
    }),
  );
  return {
    submitting: snapshot.matches('submitting'),
    succeeded: snapshot.matches('succeeded'),
    result: snapshot.context.result as R | null,
    error: snapshot.context.error,
    submit: (payload: P) => send({ type: 'form.submit', payload }),
    edit: () => send({ type: 'form.edit' }),
  };
}

/** Data a page shows, loaded through the load statechart. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [snapshot, send] = useMachine(loadMachine.provide({ actors: { load: fromPromise(({ signal }) => load(signal)) } }));
  return {
    data: snapshot.context.data as T | null,
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    error: snapshot.context.error,
    reload: () => send({ type: 'reload' }),
    refresh: () => send({ type: 'refresh' }),
  };
}

/** The text of a flow's error state: the server's message, or the failure kind's own. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: FlowError | null) => (error ? (error.msg ?? t(`http.${error.code}`)) : null);
}
