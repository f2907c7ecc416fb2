import { createActor, type Actor, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import { i18next } from './i18n';
import { inspector } from './inspect';
import { readJson, writeJson } from './storage';

interface Options<M extends AnyStateMachine> {
  input?: InputFrom<M>;
  /** Whether a saved snapshot is of this run (the same order, say). It is the stored JSON: its context and state value, no methods. */
  resumes?: (saved: Pick<SnapshotFrom<M>, 'context' | 'value'>) => boolean;
  /** The snapshot holds the server's words (fare rules) in the language they were asked in: it resumes only in that language. */
  sameLanguage?: boolean;
}

/**
 * A flow's actor kept in this tab's sessionStorage under `name`, so that a reload resumes where the
 * traveller was. The saved snapshot is taken up only while its flow is still running and the
 * options accept it; one that cannot be restored is dropped for a fresh start.
 */
export function persistedActor<M extends AnyStateMachine>(name: string, machine: M, { input, resumes = () => true, sameLanguage = false }: Options<M> = {}): Actor<M> {
  const language = sameLanguage ? i18next.language : null;
  const saved = readJson<{ language: string | null; snapshot: SnapshotFrom<M> }>(sessionStorage, name);
  const running = (saved?.snapshot as { status?: string } | undefined)?.status === 'active';
  const snapshot = saved && running && saved.language === language && resumes(saved.snapshot) ? saved.snapshot : null;
  const start = (from: SnapshotFrom<M> | null) =>
    createActor(machine, { ...(input === undefined ? {} : { input }), ...(from ? { snapshot: from } : {}), inspect: inspector({ resumesRun: from !== null }) }).start();
  let actor: Actor<M>;
  try {
    actor = start(snapshot);
  } catch {
    actor = start(null);
  }
  actor.subscribe(() => writeJson(sessionStorage, name, { language, snapshot: actor.getPersistedSnapshot() }));
  return actor;
}
