import { codes } from '../../../services/schemas/codes';
import type { FlowTransition, Funnel, FunnelQuery } from '../../../services/schemas/flow';
import type { Store } from '../../repositories/store';
import { DomainError, invalidField } from '../errors';
import { hongKongToday } from '../booking/reference';
import type { MachineCatalogue } from './machines';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
/** Days are the airline's: Hong Kong time. */
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
const isRealDay = (day: string) => !Number.isNaN(startOfDay(day)) && new Date(startOfDay(day) + 8 * 3_600_000).toISOString().startsWith(day);

function knownStates(catalogue: MachineCatalogue, machine: string): Set<string> {
  const states = catalogue.get(machine);
  if (!states) throw new DomainError(codes.notFound, 'errors.unknownMachine', { machine });
  return new Set(states);
}

/** Stores a batch of transitions; a batch naming an unknown machine or state is refused whole. */
export async function recordTransitions(store: Store, catalogue: MachineCatalogue, transitions: FlowTransition[], now: Date): Promise<void> {
  transitions.forEach((t, i) => {
    const states = knownStates(catalogue, t.machine);
    for (const side of ['from', 'to'] as const) {
      if (!t[side].split(',').every((id) => states.has(id))) throw invalidField(`transitions.${i}.${side}`);
    }
  });
  await store.flowTransitions.add(
    transitions.map((t) => ({ machine: t.machine, fromState: t.from, toState: t.to, event: t.event, visitId: t.visitId, locale: t.locale, at: new Date(t.at), recordedAt: now })),
  );
}

/**
 * For each state of a machine: how many runs reached it (a compound state counts a run that
 * reached any state inside it) and how many runs left the flow there (their last transition
 * ended in it), over the chosen days and locale.
 */
export async function funnelOf(store: Store, catalogue: MachineCatalogue, query: FunnelQuery, now: Date): Promise<Funnel> {
  const states = knownStates(catalogue, query.machine);
  const today = hongKongToday(now);
  const from = query.from ?? today;
  const to = query.to ?? from;
  if (!isRealDay(from)) throw invalidField('from');
  if (!isRealDay(to) || to < from || (startOfDay(to) - startOfDay(from)) / DAY_MS >= MAX_DAYS) throw invalidField('to');

  const rows = await store.flowTransitions.countByState(
    { machine: query.machine, from: new Date(startOfDay(from)), until: new Date(startOfDay(to) + DAY_MS), locale: query.locale },
    [...states],
  );
  const counts = new Map(rows.map((r) => [r.state, r]));

  return {
    machine: query.machine,
    from,
    to,
    locale: query.locale ?? null,
    visits: rows[0]?.runs ?? 0,
    states: [...states].map((state) => ({ state, visits: counts.get(state)?.visits ?? 0, exits: counts.get(state)?.exits ?? 0 })),
  };
}

/** Transitions are kept long enough for the longest range the funnel sums (a year), then deleted. */
export const FUNNEL_RETENTION_DAYS = 400;

export function pruneTransitions(store: Store, now: Date): Promise<number> {
  return store.flowTransitions.deleteBefore(new Date(now.getTime() - FUNNEL_RETENTION_DAYS * DAY_MS));
}
