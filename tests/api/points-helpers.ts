import { asc, eq } from 'drizzle-orm';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { tickets } from '../../server/db/schema';
import type { TestServer } from './harness';
import { book, confirmOrder, dayAhead, ok, orderRow, payByCard, type PassengerInput } from './booking-helpers';
import { clubLogin, FFP, me, type RegisteredUser } from './helpers';
import { expect } from 'vitest';

/** A demo club member logged in with the club password: the app account bound to the membership. */
export async function clubMember(s: TestServer, index: number): Promise<RegisteredUser & { cardNo: string; lastName: string; firstName: string }> {
  const member = demoClubMembers[index]!;
  const res = await clubLogin(s, member.cardNo, member.password);
  const token = res.data.access_token as string;
  const { data } = await me(s, token);
  return { id: data.id, areaCode: member.areaCode, mobile: member.mobile, password: member.password, token, cardNo: member.cardNo, lastName: member.lastName, firstName: member.firstName };
}

/** Moves the server clock to `at` and runs every job once; answers how many items each job handled. */
export async function moveClockTo(s: TestServer, at: Date): Promise<Record<string, number>> {
  const res = await s.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: at.getTime() - s.clock.now().getTime() } });
  return (res.json() as { jobs: Record<string, number> }).jobs;
}

/** Books and pays a one-way HKG-TPE flight two days ahead; answers its tickets (one per passenger) and its segment. */
export async function flyCash(s: TestServer, user: RegisteredUser, passengers: PassengerInput[], brand = 'MAIN') {
  const booking = await book(s, { user, segments: [{ org: 'HKG', dst: 'TPE', date: dayAhead(s, 2) }], brand, passengers, classLevel: brand.startsWith('BUSINESS') ? 'C' : 'Y' });
  const order = await confirmOrder(s, user, booking.psgKey);
  await payByCard(s, user, order.orderId);
  expect((await orderRow(s, order.orderId)).status).toBe('ISSUED');
  const rows = await s.database.db.select().from(tickets).where(eq(tickets.orderId, order.orderId)).orderBy(asc(tickets.passengerIndex));
  return { orderId: order.orderId, ticketNos: rows.map((t) => t.ticketNo), segment: booking.legs[0]!.option.segments[0]!, brand: booking.legs[0]!.brand };
}

export const pointAccount = async (s: TestServer, user: RegisteredUser) => ok(s.call('GET', `${FFP}/get/point`, { token: user.token }));
