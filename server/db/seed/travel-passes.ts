import type { Db } from '../client';
import { travelPassPackages } from '../schema';

const DAY = 86_400_000;
const TRAVEL_DAYS = 240;
/** Peak days no pass flies on, as month-day, each year of the travel window. */
const PEAK_DAYS = ['12-24', '12-25', '12-26', '12-31', '01-01', '02-05', '02-06', '02-07'];

const hkDate = (at: Date, days = 0) => new Date(at.getTime() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

function blackoutDates(from: string, to: string): string[] {
  const years = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  return [...new Set(years)].flatMap((y) => PEAK_DAYS.map((md) => `${y}-${md}`)).filter((d) => d >= from && d <= to);
}

const rules = (tickets: number, days: number, coolingOff: number) => ({
  en: [
    `1. One pass gives its passenger ${tickets} one-way economy flights on the eligible routes, in either direction; each flight uses one ticket.`,
    `2. The pass is valid for ${days} days from payment and within the travel dates; blackout dates are excluded.`,
    '3. The pass is for adults aged 12 or over. Travel pass does not support child or infant.',
    '4. Each pass is bound to one passenger, whose name must match the travel document; after binding the passenger cannot change.',
    '5. Taxes and surcharges are paid when each flight is booked. Seats are subject to availability.',
    `6. An order may be refunded in full within ${coolingOff} days of payment if no flight has been booked with its passes; after that it is not refundable.`,
  ].join('\n'),
  tc: [
    `1. 每份套票可供其乘客乘搭適用航線的經濟艙單程航班共 ${tickets} 程，雙向適用；每程使用一次。`,
    `2. 套票自付款起 ${days} 天內及出行日期內有效，不適用日期除外。`,
    '3. 套票只適用於 12 歲或以上的成人，不支援兒童或嬰兒。',
    '4. 每份套票綁定一位乘客，姓名須與旅行證件一致；綁定後乘客不可更改。',
    '5. 稅費及附加費於預訂每程航班時支付。座位視乎供應情況而定。',
    `6. 訂單付款後 ${coolingOff} 天內，如未以其套票預訂任何航班，可全額退款；其後不設退款。`,
  ].join('\n'),
  sc: [
    `1. 每份套票可供其乘客乘坐适用航线的经济舱单程航班共 ${tickets} 程，双向适用；每程使用一次。`,
    `2. 套票自付款起 ${days} 天内及出行日期内有效，不适用日期除外。`,
    '3. 套票仅适用于 12 岁或以上的成人，不支持儿童或婴儿。',
    '4. 每份套票绑定一位乘客，姓名须与旅行证件一致；绑定后乘客不可更改。',
    '5. 税费及附加费于预订每程航班时支付。座位视供应情况而定。',
    `6. 订单付款后 ${coolingOff} 天内，如未以其套票预订任何航班，可全额退款；此后不设退款。`,
  ].join('\n'),
});

type Texts = { en: string; tc: string; sc: string };

/** One package of the shop: its routes from Hong Kong (the first is its destination); its sale opens `opensInDays` from now when not already open. */
interface PackageSeed {
  code: string;
  area: string;
  routes: string[];
  tickets: number;
  validityDays: number;
  coolingOffDays: number;
  adultPrice: number;
  limitBuy: number;
  stock: number;
  sold?: number;
  opensInDays?: number;
  name: Texts;
  summary: Texts;
}

/** Most on sale, one sold out, one coming soon. */
const packages: PackageSeed[] = [
  {
    code: 'GC-TPE4', area: 'GREATER_CHINA', routes: ['TPE', 'KHH'], tickets: 4, validityDays: 180, coolingOffDays: 7, adultPrice: 3280, limitBuy: 4, stock: 200,
    name: { en: 'Taiwan Flyer 4-Flight Pass', tc: '台灣任飛 4 程套票', sc: '台湾任飞 4 程套票' },
    summary: { en: 'Four flights between Hong Kong and Taipei or Kaohsiung, any way you like.', tc: '香港往返台北或高雄，任意組合 4 程航班。', sc: '香港往返台北或高雄，任意组合 4 程航班。' },
  },
  {
    code: 'GC-SHA2', area: 'GREATER_CHINA', routes: ['PVG', 'SHA'], tickets: 2, validityDays: 90, coolingOffDays: 3, adultPrice: 1880, limitBuy: 2, stock: 40,
    name: { en: 'Shanghai Weekender Pass', tc: '上海週末套票', sc: '上海周末套票' },
    summary: { en: 'A return trip to Shanghai Pudong or Hongqiao for a short break.', tc: '往返上海浦東或虹橋，輕鬆短假期。', sc: '往返上海浦东或虹桥，轻松短假期。' },
  },
  {
    code: 'NA-JPN6', area: 'NORTH_ASIA', routes: ['NRT', 'HND', 'KIX', 'FUK'], tickets: 6, validityDays: 240, coolingOffDays: 7, adultPrice: 7980, limitBuy: 4, stock: 150,
    name: { en: 'Japan Explorer 6-Flight Pass', tc: '日本探索 6 程套票', sc: '日本探索 6 程套票' },
    summary: { en: 'Six flights between Hong Kong and Tokyo, Osaka or Fukuoka.', tc: '香港往返東京、大阪或福岡，共 6 程航班。', sc: '香港往返东京、大阪或福冈，共 6 程航班。' },
  },
  {
    code: 'NA-KOR4', area: 'NORTH_ASIA', routes: ['ICN', 'PUS'], tickets: 4, validityDays: 180, coolingOffDays: 7, adultPrice: 4280, limitBuy: 4, stock: 100, opensInDays: 3,
    name: { en: 'Korea Duo 4-Flight Pass', tc: '韓國雙城 4 程套票', sc: '韩国双城 4 程套票' },
    summary: { en: 'Seoul and Busan, four flights from Hong Kong. Sale opens soon.', tc: '首爾及釜山，由香港出發共 4 程航班，即將開售。', sc: '首尔及釜山，由香港出发共 4 程航班，即将开售。' },
  },
  {
    code: 'SEA-THA4', area: 'SOUTHEAST_ASIA', routes: ['BKK', 'HKT', 'CNX'], tickets: 4, validityDays: 180, coolingOffDays: 7, adultPrice: 3680, limitBuy: 4, stock: 80, sold: 80,
    name: { en: 'Thailand Island Hopper Pass', tc: '泰國跳島套票', sc: '泰国跳岛套票' },
    summary: { en: 'Bangkok, Phuket and Chiang Mai: four flights from Hong Kong.', tc: '曼谷、布吉及清邁，由香港出發共 4 程航班。', sc: '曼谷、普吉及清迈，由香港出发共 4 程航班。' },
  },
  {
    code: 'SEA-SGKL2', area: 'SOUTHEAST_ASIA', routes: ['SIN', 'KUL'], tickets: 2, validityDays: 120, coolingOffDays: 5, adultPrice: 2380, limitBuy: 3, stock: 60,
    name: { en: 'Singapore & Kuala Lumpur Pass', tc: '新加坡及吉隆坡套票', sc: '新加坡及吉隆坡套票' },
    summary: { en: 'Two flights between Hong Kong and Singapore or Kuala Lumpur.', tc: '香港往返新加坡或吉隆坡，共 2 程航班。', sc: '香港往返新加坡或吉隆坡，共 2 程航班。' },
  },
];

/** A package's row: economy, priced in HKD, travelling from tomorrow for TRAVEL_DAYS, on sale from a week ago for 120 days. */
function packageRow({ routes, opensInDays, ...seed }: PackageSeed, now: Date) {
  const travelFrom = hkDate(now, 1);
  const travelTo = hkDate(now, TRAVEL_DAYS);
  return {
    ...seed,
    origin: 'HKG',
    destination: routes[0]!,
    routes: routes.map((dst) => ({ org: 'HKG', dst })),
    cabin: 'ECO',
    currency: 'HKD',
    adultPrice: String(seed.adultPrice),
    travelFrom,
    travelTo,
    blackoutDates: blackoutDates(travelFrom, travelTo),
    saleStartsAt: new Date(now.getTime() + (opensInDays ?? -7) * DAY),
    saleEndsAt: new Date(now.getTime() + 120 * DAY),
    rules: rules(seed.tickets, seed.validityDays, seed.coolingOffDays),
  };
}

export async function seedTravelPasses(db: Db, now: Date): Promise<void> {
  await db.insert(travelPassPackages).values(packages.map((p) => packageRow(p, now))).onConflictDoNothing();
}
