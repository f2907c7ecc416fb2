import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import { setBackHandler } from './back-handler';

const back = { type: 'back' } as const;

/**
 * A flow's pages follow its statechart: when the flow is on another step, that step's page comes
 * instead, in the same history entry (the browser's Back leaves the flow). The nav bar's back
 * button takes the flow a step back where it can go back.
 */
export function useStepPages<S extends Snapshot<unknown> & { can(event: E): boolean }, E extends EventObject>(actor: ActorRef<S, E>, pathOf: (s: S) => string) {
  const navigate = useNavigate();
  const state = useSelector(actor, (s) => s);
  const path = pathOf(state);
  useEffect(() => {
    if (path.split('?')[0] !== window.location.pathname) navigate(path, { replace: true });
  }, [navigate, path]);
  const canBack = state.can(back as E);
  useEffect(() => {
    setBackHandler(canBack ? () => actor.send(back as E) : null);
    return () => setBackHandler(null);
  }, [actor, canBack]);
  return { actor, state, send: (event: E) => actor.send(event) };
}
