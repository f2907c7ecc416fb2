import { eq } from 'drizzle-orm';
import { hashPassword } from '../../domain/passwords';
import type { Db } from '../client';
import { users, vipProducts } from '../schema';
import { demoStaff } from './demo-accounts';

type Product = typeof vipProducts.$inferInsert;
/** English, simplified and traditional Chinese. */
type Text = [en: string, sc: string, tc: string];
/** Code, type, airport, price in HKD, stock a day, name, address, and what differs from its kind's terms. */
type Row = [productCode: string, productType: 'VIP_ROOM' | 'VIP_ROOM_EMPLOYEE' | 'MEET_GREET', airportCode: string, priceHkd: number, dailyInventory: number, name: Text, address: Text, differs?: Partial<Product>];

const HKG_T1: Text = ['Terminal 1, Level 7, near Gate 35 (airside)', '一号客运大楼7楼，35号登机口附近（禁区内）', '一號客運大樓7樓，35號登機口附近（禁區內）'];
/** The Hong Kong lounge closes at night. */
const HKG_CLOSED = { closedTime: '02:30-06:30' };
const LOUNGE_TERMS = { operateTime: '07:00-22:30', lastAdmission: '00:59', limitBuy: 5 };
const MEET_GREET_TERMS = { operateTime: '07:00-23:00', lastAdmission: null, limitBuy: 5 };

/**
 * The lounges and meet-and-greet desks on sale (README, "Lounges"). The Hong Kong saver is the
 * discounted, transferable voucher; Tokyo Narita has a stock of 5 a day for demos.
 */
const rows: Row[] = [
  ['VL-HKG-T1', 'VIP_ROOM', 'HKG', 480, 40, ['Fortune Wings Lounge, Terminal 1', '富翼贵宾室（一号客运大楼）', '富翼貴賓室（一號客運大樓）'], HKG_T1, HKG_CLOSED],
  ['VL-HKG-T1-SAVER', 'VIP_ROOM', 'HKG', 380, 40, ['Fortune Wings Lounge Saver, Terminal 1', '富翼贵宾室优惠券（一号客运大楼）', '富翼貴賓室優惠券（一號客運大樓）'], HKG_T1, { ...HKG_CLOSED, originalPriceHkd: '480', transferable: true }],
  ['VL-HKG-T1-STAFF', 'VIP_ROOM_EMPLOYEE', 'HKG', 120, 10, ['Fortune Wings Lounge, staff rate', '富翼贵宾室员工价', '富翼貴賓室員工價'], HKG_T1, { ...HKG_CLOSED, limitBuy: 2 }],
  ['VL-TPE-T2', 'VIP_ROOM', 'TPE', 420, 40, ['Plaza Premium Lounge, Taoyuan Terminal 2', '环亚机场贵宾室（桃园第二航厦）', '環亞機場貴賓室（桃園第二航廈）'], ['Terminal 2, Level 4, East Wing, after security', '第二航厦4楼东侧，安检后', '第二航廈4樓東側，安檢後']],
  ['VL-NRT-T2', 'VIP_ROOM', 'NRT', 520, 5, ['Sakura Garden Lounge, Narita Terminal 2', '樱花庭园贵宾室（成田第二航站楼）', '櫻花庭園貴賓室（成田第二航站樓）'], ['Terminal 2, Main Building, Level 3, near Gate 62', '第二航站楼本馆3楼，62号登机口附近', '第二航站樓本館3樓，62號登機口附近']],
  ['VL-BKK', 'VIP_ROOM', 'BKK', 360, 40, ['Orchid Lounge, Suvarnabhumi', '兰花贵宾室（素万那普机场）', '蘭花貴賓室（蘇凡納布機場）'], ['Concourse D, Level 3, opposite Gate D1', 'D候机区3楼，D1登机口对面', 'D候機區3樓，D1登機口對面']],
  ['VL-PVG-T2', 'VIP_ROOM', 'PVG', 400, 40, ['Bund View Lounge, Pudong Terminal 2', '外滩景贵宾室（浦东二号航站楼）', '外灘景貴賓室（浦東二號航站樓）'], ['Terminal 2, International Departures, Level 3, near Gate D70', '二号航站楼国际出发3楼，D70登机口附近', '二號航站樓國際出發3樓，D70登機口附近']],
  ['MG-HKG', 'MEET_GREET', 'HKG', 680, 20, ['Meet and Assist, Hong Kong', '香港机场迎送服务', '香港機場迎送服務'], ['Terminal 1, Check-in Aisle J, Fortune Wings service counter', '一号客运大楼J行段，富翼服务柜台', '一號客運大樓J行段，富翼服務櫃台']],
  ['MG-TPE', 'MEET_GREET', 'TPE', 620, 20, ['Meet and Assist, Taipei Taoyuan', '台北桃园机场迎送服务', '台北桃園機場迎送服務'], ['Terminal 2, Departures Hall, Counter 8', '第二航厦出境大厅8号柜台', '第二航廈出境大廳8號櫃台']],
  ['MG-BKK', 'MEET_GREET', 'BKK', 560, 20, ['Meet and Assist, Bangkok Suvarnabhumi', '曼谷素万那普机场迎送服务', '曼谷蘇凡納布機場迎送服務'], ['Departures Hall, Level 4, Entrance 2, Row M', '出发大厅4楼2号入口M柜台区', '出發大廳4樓2號入口M櫃台區']],
];

const textOf = ([en, sc, tc]: Text) => ({ en, sc, tc });

/** A row as the product it seeds: its kind's terms, then what differs. */
const productOf = ([productCode, productType, airportCode, priceHkd, dailyInventory, name, address, differs]: Row): Product => ({
  productCode,
  productType,
  airportCode,
  name: textOf(name),
  address: textOf(address),
  priceHkd: String(priceHkd),
  dailyInventory,
  ...(productType === 'MEET_GREET' ? MEET_GREET_TERMS : LOUNGE_TERMS),
  ...differs,
});

export const loungeProducts: Product[] = rows.map(productOf);

/** Products and the demo staff account; those already there are left as they are. */
export async function seedLounges(db: Db, now: Date): Promise<void> {
  await db.insert(vipProducts).values(loungeProducts).onConflictDoNothing();
  const { password, ...staff } = demoStaff;
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.email, staff.email));
  if (!known) await db.insert(users).values({ ...staff, passwordHash: await hashPassword(password), createdAt: now }).onConflictDoNothing();
}
