import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness';
import { adult, book, confirmOrder, dayAhead, ok, ORDER, payByCard } from './booking-helpers';
import { DAY, FFP, registerUser } from './helpers';
import { clubMember, flyCash, moveClockTo } from './points-helpers';
import { sentStatements, type Statement } from './sent-statements';

/** The tables that grow with traffic: a statement on them must find its rows through an index. */
const HOT_TABLES = ['flights', 'fare_inventory', 'orders', 'tickets', 'points_ledger', 'booking_sessions', 'payments'];
const onHotTable = new RegExp(`\\b(${HOT_TABLES.join('|')})\\b`, 'i');
const FLIGHT_INFO = '/dsb-order/api/v1/order/my/flight/info';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Every statement the server sends to PostgreSQL while `pass` runs, each distinct text once with its first values. */
async function recordStatements(pass: () => Promise<void>): Promise<Statement[]> {
  const seen = new Map<string, Statement>();
  for (const statement of await sentStatements(pass)) if (!seen.has(statement.text)) seen.set(statement.text, statement);
  return [...seen.values()];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** A plan as EXPLAIN's text shows it, in short: one node a line. */
const outline = (node: PlanNode, depth = 2): string =>
  [
    `${' '.repeat(depth)}${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}${node['Index Cond'] ? ` (${node['Index Cond']})` : ''}`,
    ...(node.Plans ?? []).map((child) => outline(child, depth + 2)),
  ].join('\n');

/** What is wrong with a plan's reads of the hot tables: a sequential scan, a walk of a whole index, or the arrival airport filtered after the index. */
function faultsOf(plan: PlanNode): string[] {
  return nodesOf(plan).flatMap((node) => {
    const table = node['Relation Name'];
    if (!table || !HOT_TABLES.includes(table) || node['Node Type'] === 'ModifyTable') return [];
    if (node['Node Type'] === 'Seq Scan') return [`Seq Scan on ${table}${node.Filter ? ` filtering ${node.Filter}` : ''}`];
    if (/^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond']) return [`${node['Node Type']} of all of ${node['Index Name']}${node.Filter ? ` filtering ${node.Filter}` : ''}`];
    if (table === 'flights' && node.Filter?.includes('arr_airport')) return [`arrival airport filtered after the index: ${node.Filter}`];
    return [];
  });
}

/** The plan PostgreSQL picks for a statement with sequential scans priced out; a write is explained only, in a transaction rolled back. */
async function planOf(client: pg.PoolClient, statement: Statement): Promise<PlanNode> {
  await client.query('BEGIN');
  try {
    // With sequential scans priced out, a table the query must read whole is walked through some
    // index instead; joins are kept to nested loops so that each hot table is either looked up
    // through an index condition or shows as such a walk, whichever side of the join it is on.
    await client.query('SET LOCAL enable_seqscan = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
    return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
  } finally {
    await client.query('ROLLBACK');
  }
}

/** The hot paths once over: searches, a booking to its paid order, my orders, flight status and follows, the points ledger, and every job. */
async function hotPaths(s: TestServer) {
  const member = await clubMember(s, 0);
  const traveller = await registerUser(s);
  const flown = await flyCash(s, member, [adult({ lastName: member.lastName, firstName: member.firstName })]);
  const date = dayAhead(s, 9);
  const roundTrip = await book(s, { user: traveller, routeWay: 'R', segments: [{ org: 'HKG', dst: 'NRT', date }, { org: 'NRT', dst: 'HKG', date: dayAhead(s, 12) }] });
  const unpaid = await confirmOrder(s, traveller, roundTrip.psgKey);
  const viaHub = await book(s, { user: traveller, segments: [{ org: 'TPE', dst: 'BKK', date }] });
  await payByCard(s, traveller, (await confirmOrder(s, traveller, viaHub.psgKey)).orderId);

  await ok(s.call('POST', `${ORDER}/front/page`, { token: traveller.token, json: { tab: 'UNPAID' } }));
  await ok(s.call('GET', `${ORDER}/front/detail/${unpaid.orderId}`, { token: traveller.token }));
  await ok(s.call('GET', `${ORDER}/front/detail/${flown.orderId}`, { token: member.token }));

  const [flight] = await ok(s.call('POST', `${FLIGHT_INFO}/query/flightNo`, { json: { flightNo: 'FW201', date } }));
  await ok(s.call('POST', `${FLIGHT_INFO}/query/airport`, { json: { depAirport: 'HKG', arrAirport: 'NRT', date } }));
  await ok(s.call('POST', `${FLIGHT_INFO}/add`, { token: traveller.token, json: { flightId: flight.flightId } }));
  await ok(s.call('POST', `${FLIGHT_INFO}/check`, { token: traveller.token, json: { flightId: flight.flightId } }));
  await ok(s.call('POST', `${FLIGHT_INFO}/list`, { token: traveller.token, json: {} }));
  await ok(s.call('GET', '/dsb-order/api/v1/order/my/flight/status/list', { token: traveller.token }));

  // Three days on the unpaid order has expired and the flown ticket earns its points.
  await moveClockTo(s, new Date(s.clock.now().getTime() + 3 * DAY));
  await ok(s.call('GET', `${FFP}/get/point`, { token: member.token }));
  await ok(s.call('GET', `${FFP}/point/details?pageNum=1&pageSize=10`, { token: member.token }));
}

describe.runIf(databaseKinds.includes('postgres'))('query plans of the hot paths (postgres)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  let statements: Statement[];
  beforeAll(async () => {
    s = await startTestServer('postgres');
    statements = (await recordStatements(() => hotPaths(s))).filter((st) => onHotTable.test(st.text) && /^\s*(select|insert|update|delete|with)\b/i.test(st.text));
    await s.database.executeSql(`ANALYZE ${HOT_TABLES.join(', ')}`);
  }, 120_000);
  afterAll(async () => {
    s.clock.reset();
    await s?.stop();
  });

  it('reads every hot table through an index, and searches flights by their arrival airport in the index', async () => {
    expect(statements.length).toBeGreaterThan(30);
    const client = await (s.database.db as unknown as { $client: pg.Pool }).$client.connect();
    const faults: string[] = [];
    try {
      for (const statement of statements) {
        const plan = await planOf(client, statement);
        for (const fault of faultsOf(plan)) faults.push(`${fault}\n  in: ${statement.text}\n${outline(plan)}`);
      }
    } finally {
      client.release();
    }
    expect(faults, faults.join('\n\n')).toEqual([]);
  });
});
