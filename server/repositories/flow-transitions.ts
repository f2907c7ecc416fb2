import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { flowTransitions } from '../db/schema';

export interface StateCount {
  state: string;
  visits: number;
  exits: number;
  /** Runs in the whole range, the same on every row. */
  runs: number;
}

/** The transitions the app's statecharts report, and the funnel summed from them. */
export function createFlowTransitionRepository(db: Executor) {
  return {
    async add(rows: (typeof flowTransitions.$inferInsert)[]): Promise<void> {
      await db.insert(flowTransitions).values(rows);
    },

    /**
     * For each of `states`: how many runs of `machine` recorded in [from, until) reached it (a
     * compound state counts a run that reached any state inside it), and how many left the flow
     * there (their last transition ended in it). Summed in the database: a year of busy days is too
     * many rows to read out.
     */
    async countByState(query: { machine: string; from: Date; until: Date; locale?: string }, states: string[]): Promise<StateCount[]> {
      const days = and(
        eq(flowTransitions.machine, query.machine),
        gte(flowTransitions.recordedAt, query.from),
        lt(flowTransitions.recordedAt, query.until),
        query.locale ? eq(flowTransitions.locale, query.locale) : undefined,
      );
      // A state contains itself and the states inside it ("booking.seats" contains "booking.seats.loading").
      const within = (leaf: SQL, state: SQL) => sql`(${leaf} = ${state} or left(${leaf}, length(${state}) + 1) = ${state} || '.')`;
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
        states as (select unnest(string_to_array(${states.join(',')}, ',')) as state)
        select states.state,
          (select count(distinct visit_id) from reached where ${within(sql`reached.leaf`, sql`states.state`)})::int as visits,
          (select count(distinct visit_id) from left_at where ${within(sql`left_at.leaf`, sql`states.state`)})::int as exits,
          (select count(distinct visit_id) from runs)::int as runs
        from states`)) as unknown as { rows: StateCount[] };
      return rows;
    },

    /** Deletes the transitions recorded before `before`; answers how many. */
    async deleteBefore(before: Date): Promise<number> {
      const deleted = await db.delete(flowTransitions).where(lt(flowTransitions.recordedAt, before)).returning({ id: flowTransitions.id });
      return deleted.length;
    },
  };
}
