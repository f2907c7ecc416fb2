import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { codes } from '../../../services/schemas/codes';
import type { FlowTransition, Funnel, FunnelQuery } from '../../../services/schemas/flow';
import type { Db } from '../../db/client';
import { flowTransitions } from '../../db/schema';
import { DomainError } from '../errors';
import { localTime } from '../booking/reference';
import type { MachineCatalogue } from './machines';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
/** Days are the airline's: Hong Kong time. */
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
const isRealDay = (day: string) => !Number.isNaN(startOfDay(day)) && new Date(startOfDay(day) + 8 * 3_600_000).toISOString().startsWith(day);

const invalid = (field: string) => new DomainError(codes.badRequest, 'errors.invalidField', { field });

function knownStates(catalogue: MachineCatalogue, machine: string): Set<string> {
  const states = catalogue.get(machine);
  if (!states) throw new DomainError(codes.notFound, 'errors.unknownMachine', { machine });
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

  // Summed in the database: a year of busy days is too many rows to read out.
  const days = and(
    eq(flowTransitions.machine, query.machine),
    gte(flowTransitions.recordedAt, new Date(startOfDay(from))),
    lt(flowTransitions.recordedAt, new Date(startOfDay(to) + DAY_MS)),
    query.locale ? eq(flowTransitions.locale, query.locale) : undefined,
  );
  // A state contains itself and the states inside it ("booking.seats" contains "booking.seats.loading").
  const within = (leaf: SQL, state: SQL) => sql`(${leaf} = ${state} or left(${leaf}, length(${state}) + 1) = ${state} || '.')`;
  type Row = { state: string; visits: number; exits: number; runs: number };
  // Both drivers (node-postgres and PGlite) answer a raw query with its rows.
  const { rows } = (await db.execute(sql`
    with runs as (select visit_id, from_state, to_state, at, id from ${flowTransitions} where ${days}),
    reached as (
      select visit_id, regexp_split_to_table(from_state, ',') as leaf from runs
      union
      select visit_id, regexp_split_to_table(to_state, ',') from runs
    ),
    left_at as (
      select visit_id, regexp_split_to_table(to_state, ',') as leaf
      from (select distinct on (visit_id) visit_id, to_state from runs order by visit_id, at desc, id desc) last
    ),
    states as (select unnest(string_to_array(${[...states].join(',')}, ',')) as state)
    select states.state,
      (select count(distinct visit_id) from reached where ${within(sql`reached.leaf`, sql`states.state`)})::int as visits,
      (select count(distinct visit_id) from left_at where ${within(sql`left_at.leaf`, sql`states.state`)})::int as exits,
      (select count(distinct visit_id) from runs)::int as runs
    from states`)) as unknown as { rows: Row[] };
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

export async function pruneTransitions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(flowTransitions)
    .where(lt(flowTransitions.recordedAt, new Date(now.getTime() - FUNNEL_RETENTION_DAYS * DAY_MS)))
    .returning({ id: flowTransitions.id });
  return deleted.length;
}
