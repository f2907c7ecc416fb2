import { inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { funnelSchema, type FlowTransition, type Funnel } from '../../services/schemas/flow';
import { flowTransitions } from '../../server/db/schema';
import { FUNNEL_RETENTION_DAYS, pruneTransitions } from '../../server/domain/flows/funnel';
import { defaultRateLimits } from '../../server/config';
import { createStore } from '../../server/repositories/store';
import { describeEachDatabase, type TestServer } from './harness';
import { countRows, DAY, OK, parseExact } from './helpers';

const TRANSITIONS = '/dsb-system/api/v1/flow/transitions';
const FUNNEL = '/dsb-system/api/v1/flow/funnel';

/** The booking's steps up to the order, as the app reports them. */
const toOrder = [
  ['searchForm', 'search.submit', 'searching'],
  ['searching', 'xstate.done.actor.searchFlights', 'results'],
  ['results', 'flight.select', 'pickBrand'],
  ['pickBrand', 'brand.confirm', 'confirmingBrand'],
  ['confirmingBrand', 'xstate.done.actor.confirmBrand', 'passengers'],
  ['passengers', 'passengers.submit', 'confirmingPassengers'],
  ['confirmingPassengers', 'xstate.done.actor.confirmPassengers', 'extras'],
  ['extras', 'extras.submit', 'confirmingExtras'],
  ['confirmingExtras', 'xstate.done.actor.confirmExtras', 'seats.overview'],
  ['seats.overview', 'seat.segment', 'seats.map.loading'],
  ['seats.map.loading', 'xstate.done.actor.loadSeatMap', 'seats.map.choosing'],
  ['seats.map.choosing', 'seats.skip', 'review'],
  ['review', 'order.confirm', 'confirmingOrder'],
  ['confirmingOrder', 'xstate.done.actor.confirmOrder', 'ordered'],
] as const;

let visits = 0;
/** One run of the booking flow: its first `steps` transitions, a millisecond apart. */
function run(steps: number, options: { locale?: FlowTransition['locale']; at?: number } = {}): FlowTransition[] {
  const visitId = `visit-${++visits}-${Math.random().toString(36).slice(2, 10)}`;
  const at = options.at ?? Date.now();
  return toOrder.slice(0, steps).map(([from, event, to], i) => ({
    machine: 'booking',
    from: `booking.${from}`,
    to: `booking.${to}`,
    event,
    visitId,
    at: at + i,
    locale: options.locale ?? 'en-US',
  }));
}
const ABANDONED_AT_PASSENGERS = 5;

const report = (s: TestServer, transitions: FlowTransition[], token?: string | null) => s.call('POST', TRANSITIONS, { json: { transitions }, token });
async function funnel(s: TestServer, query: Record<string, string>): Promise<Funnel> {
  const res = await s.call('GET', `${FUNNEL}?${new URLSearchParams(query)}`);
  expect(res.code).toBe(OK);
  return parseExact(funnelSchema, res.data);
}
const at = (f: Funnel, state: string) => f.states.find((s) => s.state === `booking.${state}`)!;
const hkDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

describeEachDatabase('flow funnel', (server) => {
  describe(`POST ${TRANSITIONS}`, () => {
    it('shows two bookings and one abandoned at passenger entry on the right states for that day', async () => {
      const s = server();
      const locale = 'en-CA';
      // Batches arrive out of order and split across runs, as tabs send them.
      const [first, second, abandoned] = [run(toOrder.length, { locale }), run(toOrder.length, { locale }), run(ABANDONED_AT_PASSENGERS, { locale })];
      expect((await report(s, [...second.slice(6), ...abandoned])).code).toBe(OK);
      expect((await report(s, [...first, ...second.slice(0, 6)], null)).code).toBe(OK);

      const today = await funnel(s, { machine: 'booking', locale });
      expect(today.from).toBe(hkDay(s.clock.now().getTime()));
      expect(today.visits).toBe(3);
      expect(at(today, 'searchForm')).toEqual({ state: 'booking.searchForm', visits: 3, exits: 0 });
      expect(at(today, 'passengers')).toEqual({ state: 'booking.passengers', visits: 3, exits: 1 });
      expect(at(today, 'confirmingPassengers')).toEqual({ state: 'booking.confirmingPassengers', visits: 2, exits: 0 });
      expect(at(today, 'seats')).toEqual({ state: 'booking.seats', visits: 2, exits: 0 });
      expect(at(today, 'seats.map.choosing')).toEqual({ state: 'booking.seats.map.choosing', visits: 2, exits: 0 });
      expect(at(today, 'ordered')).toEqual({ state: 'booking.ordered', visits: 2, exits: 2 });
      expect(at(today, 'priceChanged')).toEqual({ state: 'booking.priceChanged', visits: 0, exits: 0 });
    });

    it('counts each day and each locale apart', async () => {
      const s = server();
      const machine = 'paymentCountdown';
      const step = (visitId: string, locale: FlowTransition['locale']): FlowTransition[] => [
        { machine, from: 'paymentCountdown.loading', to: 'paymentCountdown.counting', event: 'xstate.done.actor.loadOrder', visitId, at: Date.now(), locale },
      ];
      const day1 = hkDay(s.clock.now().getTime());
      await report(s, step('pay-run-one', 'zh-HK'));
      s.clock.advance(DAY);
      const day2 = hkDay(s.clock.now().getTime());
      await report(s, [...step('pay-run-two', 'zh-HK'), ...step('pay-run-three', 'zh-CN')]);

      const count = async (query: Record<string, string>) => (await funnel(s, { machine, ...query })).states.find((x) => x.state === 'paymentCountdown.counting')!;
      expect(await count({ from: day1, to: day1 })).toMatchObject({ visits: 1, exits: 1 });
      expect(await count({ from: day2 })).toMatchObject({ visits: 2, exits: 2 });
      expect(await count({ from: day1, to: day2 })).toMatchObject({ visits: 3 });
      expect(await count({ from: day1, to: day2, locale: 'zh-HK' })).toMatchObject({ visits: 2 });
      expect(await count({ from: day2, locale: 'en-US' })).toMatchObject({ visits: 0, exits: 0 });
    });

    it('refuses a whole batch with an unknown machine or state, a bad locale or id, or too many transitions, and stores nothing', async () => {
      const s = server();
      const good = run(2);
      const bad: [string, FlowTransition[], string?][] = [
        ['unknown machine', [...good, { ...good[0]!, machine: 'noSuchFlow' }], 'A0404'],
        ['unknown state', [...good, { ...good[0]!, to: 'booking.nowhere' }]],
        ['state of another machine', [...good, { ...good[0]!, to: 'paymentCountdown.paid' }]],
        ['free text as a state', [...good, { ...good[0]!, to: 'Chan Tai Man, passport K1234567' }]],
        ['bad locale', [...good, { ...good[0]!, locale: 'fr-FR' as never }]],
        ['short visit id', [...good, { ...good[0]!, visitId: 'x' }]],
        ['time as text', [...good, { ...good[0]!, at: '2026-11-21' as never }]],
        ['time past the last date there is', [...good, { ...good[0]!, at: 9e15 }]],
        ['more than 50', Array.from({ length: 51 }, () => good[0]!)],
        ['empty batch', []],
      ];
      const before = await countRows(s, flowTransitions);
      for (const [what, transitions, code = 'A0400'] of bad) {
        const res = await report(s, transitions);
        expect(res.code, what).toBe(code);
        expect(res.msg, what).toMatch(/\S/);
        expect(res.data, what).toBeNull();
      }
      expect(await countRows(s, flowTransitions)).toBe(before);
    });

    it('says in the caller’s language which machine is unknown', async () => {
      const s = server();
      const res = await s.call('GET', `${FUNNEL}?machine=noSuchFlow`, { locale: 'zh-HK' });
      expect(res.code).toBe('A0404');
      expect(res.msg).toBe('沒有名為 noSuchFlow 的狀態圖。');
    });
  });

  describe('retention', () => {
    it(`forgets transitions older than ${FUNNEL_RETENTION_DAYS} days, and keeps the rest`, async () => {
      const s = server();
      const [old, recent] = [run(2), run(3)];
      const kept = async () =>
        (await s.database.db.select({ visitId: flowTransitions.visitId }).from(flowTransitions).where(inArray(flowTransitions.visitId, [old[0]!.visitId, recent[0]!.visitId]))).map((r) => r.visitId);
      await report(s, old);
      s.clock.advance(FUNNEL_RETENTION_DAYS * DAY - 60_000);
      await report(s, recent);
      await pruneTransitions(createStore(s.database.db), s.clock.now());
      expect(await kept()).toHaveLength(5);
      s.clock.advance(120_000);
      await pruneTransitions(createStore(s.database.db), s.clock.now());
      expect(await kept()).toEqual([recent[0]!.visitId, recent[0]!.visitId, recent[0]!.visitId]);
    });
  });

  describe(`GET ${FUNNEL}`, () => {
    it('refuses impossible or reversed days and ranges over a year', async () => {
      const s = server();
      const queries: Record<string, string>[] = [{ from: '2026-02-30' }, { from: '2026-11-21', to: '2026-11-20' }, { from: '2025-01-01', to: '2026-11-21' }, { from: '21/11/2026' }];
      for (const query of queries) {
        const res = await s.call('GET', `${FUNNEL}?${new URLSearchParams({ machine: 'booking', ...query })}`);
        expect(res.code, JSON.stringify(query)).toBe('A0400');
      }
    });

    it('takes so many batches a minute from one address, then refuses more until the next minute, storing nothing of them', async () => {
      const s = server();
      const from = (ip: string, forwardedFor = '192.0.2.1') =>
        s.call('POST', TRANSITIONS, { json: { transitions: run(1) }, remoteAddress: ip, headers: { 'x-forwarded-for': forwardedFor } });
      for (let i = 0; i < defaultRateLimits.transitionBatchesPerAddress.max; i++) expect((await from('203.0.113.9')).code).toBe(OK);
      const before = await countRows(s, flowTransitions);
      const refused = await from('203.0.113.9');
      expect([refused.status, refused.code]).toEqual([429, 'A0429']);
      // A forwarded-for header of the caller's choosing changes nothing.
      expect((await from('203.0.113.9', '198.51.100.99')).code).toBe('A0429');
      expect(refused.msg).toMatch(/^Too many requests; please try again in \d+ seconds\.$/);
      expect(await countRows(s, flowTransitions)).toBe(before);
      expect((await from('198.51.100.7')).code).toBe(OK);
      // The limits count in real time, which the server clock follows.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 60_000);
        expect((await from('203.0.113.9')).code).toBe(OK);
      } finally {
        vi.useRealTimers();
      }
    });

    it('needs the client credential to read, but takes transitions without one', async () => {
      const s = server();
      expect((await s.call('GET', `${FUNNEL}?machine=booking`, { token: null })).status).toBe(401);
      expect((await report(s, run(1), null)).code).toBe(OK);
    });
  });
});
