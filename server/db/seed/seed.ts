import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { seedFlightStatus } from './flight-status';
import { seedFlights, type Programme } from './flights';
import { seedLostItems } from './lost-items';
import { seedPointsEarning } from './points-earning';
import { hashPassword } from '../../domain/passwords';
import type { Db } from '../client';
import { airports, boardingPassTips, cities, clubMembers, countries, frequentPassengers, messages, pointsLedger, users } from '../schema';
import { demoAgents, demoClubMembers, demoOperations, demoUser } from './demo-accounts';
import * as network from './network';
import { seedRedeemCards } from './redeem-cards';
import { seedLounges } from './lounges';
import { seedScheduleChanges } from './schedule-changes';
import { seedTravelPasses } from './travel-passes';
import { seedBeneficiaries } from './beneficiaries';
import { seedChat } from './chat';
import { seedContent } from './content';

/** Countries whose routes redeem cards may be used on. */
const timeCardCountries = new Set(['HK', 'CN', 'JP', 'KR', 'TW', 'TH']);

const addDays = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Fills an empty database; rows that are already there are left as they are. Runs at every start,
 * so the flying programme always reaches the same number of days ahead.
 */
export async function seed(db: Db, clock: Clock, options: Programme): Promise<void> {
  const now = clock.now();
  await db
    .insert(countries)
    .values(network.countries.map((c) => ({ code: c.code, nameEn: c.name.en, nameSc: c.name.sc, nameTc: c.name.tc, areaCode: c.areaCode, timeCard: timeCardCountries.has(c.code) })))
    .onConflictDoNothing();
  await db
    .insert(cities)
    .values(network.cities.map((c) => ({ code: c.code, countryCode: c.countryCode, nameEn: c.name.en, nameSc: c.name.sc, nameTc: c.name.tc, timeZone: c.timeZone, hot: c.hot })))
    .onConflictDoNothing();
  await db
    .insert(airports)
    .values(network.airports.map((a) => ({ code: a.code, cityCode: a.cityCode, nameEn: a.name.en, nameSc: a.name.sc, nameTc: a.name.tc, timeZone: a.timeZone, latitude: a.latitude, longitude: a.longitude, hot: a.hot })))
    .onConflictDoNothing();
  await seedFlights(db, now, options);
  await seedFlightStatus(db, now, options.airlineCode);
  await seedLostItems(db, now, options.airlineCode);
  await seedRedeemCards(db, now);
  await seedTravelPasses(db, now);
  await seedPointsEarning(db);
  await seedLounges(db, now);
  await seedContent(db, now);

  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(clubMembers)) as [{ count: number }];
  if (count > 0) return;

  for (const m of demoClubMembers) {
    const { password, payPassword, points, ...member } = m;
    const [row] = await db
      .insert(clubMembers)
      .values({ ...member, passwordHash: await hashPassword(password), payPasswordHash: await hashPassword(payPassword), tierEndDate: addDays(now, 365), accountExpiredDate: addDays(now, 365), joinedAt: now })
      .returning({ id: clubMembers.id });
    // The opening balance: a tenth expires in 60 days (the club reminder shows it), the rest in three years.
    const soon = Math.round(points / 10);
    await db.insert(pointsLedger).values([
      { memberId: row!.id, points: soon, kind: 'ADJUST', source: 'OPENING', sourceRef: `${m.cardNo}/1`, expiresOn: addDays(now, 60), occurredAt: now },
      { memberId: row!.id, points: points - soon, kind: 'ADJUST', source: 'OPENING', sourceRef: `${m.cardNo}/2`, expiresOn: addDays(now, 3 * 365), occurredAt: now },
    ]);
  }
  const { password, passengers, ...user } = demoUser;
  const [demo] = await db.insert(users).values({ ...user, passwordHash: await hashPassword(password), createdAt: now }).returning({ id: users.id });
  await db.insert(frequentPassengers).values(passengers.map((p) => ({ ...p, userId: demo!.id, createdAt: now })));
  const { password: opsPassword, ...operations } = demoOperations;
  await db.insert(users).values({ ...operations, passwordHash: await hashPassword(opsPassword), createdAt: now });
  const agentIds: number[] = [];
  for (const { password: agentPassword, ...agent } of demoAgents) {
    const [row] = await db.insert(users).values({ ...agent, passwordHash: await hashPassword(agentPassword), createdAt: now }).returning({ id: users.id });
    agentIds.push(row!.id);
  }
  await seedChat(db, demo!.id, agentIds[0]!, now);
  await db.insert(messages).values([
    {
      title: { en: 'Welcome to Fortune Wings Club', sc: '欢迎加入富翼会', tc: '歡迎加入富翼會' },
      body: {
        en: 'Earn points on every flight and redeem them for award tickets, upgrades and lounge visits.',
        sc: '每次飞行均可赚取积分，并兑换奖励机票、升舱及贵宾室服务。',
        tc: '每次飛行均可賺取積分，並兌換獎勵機票、升艙及貴賓室服務。',
      },
      createdAt: now,
    },
    {
      title: { en: 'Mobile check-in is open 48 hours before departure', sc: '航班起飞前48小时开放手机值机', tc: '航班起飛前48小時開放手機登記' },
      body: {
        en: 'Check in on your phone from 48 hours until 90 minutes before departure and skip the counter queue.',
        sc: '起飞前48小时至90分钟内可使用手机办理值机，免去柜台排队。',
        tc: '起飛前48小時至90分鐘內可使用手機辦理登記，免卻櫃檯排隊。',
      },
      createdAt: now,
    },
  ]);
  await db.insert(boardingPassTips).values([
    { sort: 1, text: { en: 'Keep your travel document with your boarding pass at security.', sc: '安检时请携带旅行证件及登机牌。', tc: '安檢時請攜帶旅行證件及登機證。' } },
    { sort: 2, text: { en: 'Boarding closes 20 minutes before departure.', sc: '登机口于起飞前20分钟关闭。', tc: '登機閘口於起飛前20分鐘關閉。' } },
    { airportCode: 'HKG', sort: 3, text: { en: 'At Hong Kong, allow 30 minutes to reach gates served by the Automated People Mover.', sc: '在香港机场，前往需乘旅客捷运系统的登机口请预留30分钟。', tc: '在香港機場，前往需乘旅客捷運系統的登機閘口請預留30分鐘。' } },
  ]);
  await seedScheduleChanges(db, clock, demo!.id, options.airlineCode);
  await seedBeneficiaries(db, clock);
}
