import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { codes } from '../../../services/schemas/codes';
import type { FlowTransition, Funnel, FunnelQuery } from '../../../services/schemas/flow';
import type { Db } from '../../db/client';
import { flowTransitions } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { localTime } from '../booking/reference';
import type { MachineCatalogue } from './machines';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
/** Days are the airline's: Hong Kong time. */
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
const isRealDay = (day: string) => !Number.isNaN(startOfDay(day)) && new Date(startOfDay(day) + 8 * 3_600_000).toISOString().startsWith(day);

const invalid = (field: string) => new ApiError(codes.badRequest, 'errors.invalidField', { field });

function knownStates(catalogue: MachineCatalogue, machine: string): Set<string> {
  const states = catalogue.get(machine);
  if (!states) throw new ApiError(codes.notFound, 'errors.unknownMachine', { machine });
  return new Set(states);
}

/** Stores a batch of transitions; a batch naming an unknown machine or state is refused whole. */
export async function recordTransitions(db: Db, catalogue: MachineCatalogue, transitions: FlowTransition[], now: Date): Promise<void> {
  transitions.forEach((t, i) => {
    const states = knownStates(catalogue, t.machine);
    for (const side of ['from', 'to'] as const) {
      if (!t[side].split(',').every((id) => states.has(id))) throw invalid(`transitions.${i}.${side}`);
    }
  });
  await db.insert(flowTransitions).values(
    transitions.map((t) => ({ machine: t.machine, fromState: t.from, toState: t.to, event: t.event, visitId: t.visitId, locale: t.locale, at: new Date(t.at), recordedAt: now })),
  );
}

/**
 * For each state of a machine: how many runs reached it (a compound state counts a run that
 * reached any state inside it) and how many runs left the flow there (their last transition
 * ended in it), over the chosen days and locale.
 */
export async function funnelOf(db: Db, catalogue: MachineCatalogue, query: FunnelQuery, now: Date): Promise<Funnel> {
  const states = knownStates(catalogue, query.machine);
  const today = localTime(now, 'Asia/Hong_Kong').slice(0, 10);
  const from = query.from ?? today;
  const to = query.to ?? from;
  if (!isRealDay(from)) throw invalid('from');
  if (!isRealDay(to) || to < from || (startOfDay(to) - startOfDay(from)) / DAY_MS >= MAX_DAYS) throw invalid('to');

  const rows = await db
    .select({ visitId: flowTransitions.visitId, from: flowTransitions.fromState, to: flowTransitions.toState })
    .from(flowTransitions)
    .where(
      and(
        eq(flowTransitions.machine, query.machine),
        gte(flowTransitions.recordedAt, new Date(startOfDay(from))),
        lt(flowTransitions.recordedAt, new Date(startOfDay(to) + DAY_MS)),
        query.locale ? eq(flowTransitions.locale, query.locale) : undefined,
      ),
    )
    .orderBy(asc(flowTransitions.visitId), asc(flowTransitions.at), asc(flowTransitions.id));

  // A state id and the compound states around it ("booking.seats.loading" is in "booking.seats").
  const withAncestors = (ids: string) =>
    ids.split(',').flatMap((id) => id.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.')).filter((s) => states.has(s)));

  const visits = new Map<string, number>();
  const exits = new Map<string, number>();
  const add = (counts: Map<string, number>, ids: Iterable<string>) => {
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  let runs = 0;
  for (let i = 0; i < rows.length; ) {
    const visitId = rows[i]!.visitId;
    const reached = new Set<string>();
    let last = '';
    for (; i < rows.length && rows[i]!.visitId === visitId; i++) {
      withAncestors(rows[i]!.from).forEach((s) => reached.add(s));
      withAncestors(rows[i]!.to).forEach((s) => reached.add(s));
      last = rows[i]!.to;
    }
    runs++;
    add(visits, reached);
    add(exits, new Set(withAncestors(last)));
  }

  return {
    machine: query.machine,
    from,
    to,
    locale: query.locale ?? null,
    visits: runs,
    states: [...states].map((state) => ({ state, visits: visits.get(state) ?? 0, exits: exits.get(state) ?? 0 })),
  };
}
