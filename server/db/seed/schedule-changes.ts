import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import { createOrder } from '../../domain/booking/orders';
import { referenceLoader } from '../../domain/booking/reference';
import { searchLeg } from '../../domain/booking/search';
import { cancelFlight, retimeFlight } from '../../domain/schedule-changes/operations';
import { issueOrder } from '../../domain/ticketing';
import { createStore } from '../../repositories/store';
import type { Db } from '../client';
import { demoUser } from './demo-accounts';

const DAY_MS = 86_400_000;
const hkDate = (now: Date, days: number) => new Date(now.getTime() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Schedule-change examples (README): the demo traveller holds a paid booking on KIX flight FW209
 * four days ahead, which the airline retimes two hours later, and one on FW211 six days ahead,
 * which it cancels; FW213 to Nagoya five days ahead is cancelled with no one on it. Each affected
 * booking waits on the traveller's trip, with a message.
 */
export async function seedScheduleChanges(db: Db, clock: Clock, demoUserId: number, airlineCode: string): Promise<void> {
  const store = createStore(db);
  const ref = await referenceLoader(store)();
  const now = clock.now();
  const [traveller] = demoUser.passengers;
  const book = async (dst: string, flightNo: string, days: number) => {
    const search = { routeWay: 'D' as const, segments: [{ org: 'HKG', dst, date: hkDate(now, days) }], passengers: { adult: 1, child: 0, infant: 0 }, classLevel: 'Y' as const, currency: 'HKD' as const };
    const option = (await searchLeg(store, ref, search, 0, now)).find((o) => o.segments.length === 1 && o.segments[0]!.flightNo === flightNo)!;
    const brand = option.brands.find((b) => b.brand === 'MAIN')!;
    const { personally: _, passengerType: type, ...passenger } = traveller!;
    const order = await createOrder(
      store,
      ref,
      {
        search,
        legs: [{ option, brand }],
        passengers: [{ ...passenger, type: type as 'ADT', gender: passenger.gender as 'M', certType: passenger.certType as 'PASSPORT' }],
        contact: { name: `${traveller!.lastName} ${traveller!.firstName}`, areaCode: demoUser.areaCode, mobile: demoUser.mobile, email: demoUser.email },
      },
      `seed-${randomBytes(9).toString('base64url')}`,
      demoUserId,
      now,
    );
    await issueOrder(store, order.id, now);
    return option.segments[0]!;
  };
  const retimed = await book('KIX', `${airlineCode}209`, 4);
  await book('KIX', `${airlineCode}211`, 6);
  await retimeFlight(store, clock, { flightNo: retimed.flightNo, depDate: hkDate(now, 4), depAt: new Date(Date.parse(retimed.depAt) + 2 * 3_600_000).toISOString() });
  await cancelFlight(store, clock, { flightNo: `${airlineCode}211`, depDate: hkDate(now, 6) });
  await cancelFlight(store, clock, { flightNo: `${airlineCode}213`, depDate: hkDate(now, 5) });
}
