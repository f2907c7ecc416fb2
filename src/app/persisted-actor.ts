import { createActor, type Actor, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import { inspector } from './inspect';
import { readJson, writeJson } from './storage';

/**
 * A flow's actor kept in this tab's sessionStorage under `name`, so that a reload resumes where the
 * traveller was. The saved snapshot is taken up only while its flow is still running and `resumes`
 * accepts it (the same order, say); one that cannot be restored is dropped for a fresh start.
 */
export function persistedActor<M extends AnyStateMachine>(name: string, machine: M, input?: InputFrom<M>, resumes: (saved: SnapshotFrom<M>) => boolean = () => true): Actor<M> {
  const saved = readJson<SnapshotFrom<M>>(sessionStorage, name);
  const running = (saved as { status?: string } | null)?.status === 'active';
  const snapshot = saved && running && resumes(saved) ? saved : null;
  const start = (from: SnapshotFrom<M> | null) =>
    createActor(machine, { ...(input === undefined ? {} : { input }), ...(from ? { snapshot: from } : {}), inspect: inspector({ resumesRun: from !== null }) }).start();
  let actor: Actor<M>;
  try {
    actor = start(snapshot);
  } catch {
    actor = start(null);
  }
  actor.subscribe(() => writeJson(sessionStorage, name, actor.getPersistedSnapshot()));
  return actor;
}
