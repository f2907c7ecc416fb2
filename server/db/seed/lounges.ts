import { eq } from 'drizzle-orm';
import { hashPassword } from '../../domain/passwords';
import type { Db } from '../client';
import { users, vipProducts } from '../schema';
import { demoStaff } from './demo-accounts';

type Product = typeof vipProducts.$inferInsert;

const HKG_T1 = { en: 'Terminal 1, Level 7, near Gate 35 (airside)', sc: '一号客运大楼7楼，35号登机口附近（禁区内）', tc: '一號客運大樓7樓，35號登機口附近（禁區內）' };
const LOUNGE_HOURS = { operateTime: '07:00-22:30', lastAdmission: '00:59', limitBuy: 5 };
const MEET_GREET_HOURS = { operateTime: '07:00-23:00', lastAdmission: null, limitBuy: 5 };

/**
 * The lounges and meet-and-greet desks on sale (README, "Lounges"). Prices in HKD. The Hong Kong
 * saver is the discounted, transferable voucher; Tokyo Narita has a stock of 5 a day for demos.
 */
export const loungeProducts: Product[] = [
  {
    productCode: 'VL-HKG-T1',
    productType: 'VIP_ROOM',
    airportCode: 'HKG',
    name: { en: 'Fortune Wings Lounge, Terminal 1', sc: '富翼贵宾室（一号客运大楼）', tc: '富翼貴賓室（一號客運大樓）' },
    address: HKG_T1,
    priceHkd: '480',
    closedTime: '02:30-06:30',
    dailyInventory: 40,
    ...LOUNGE_HOURS,
  },
  {
    productCode: 'VL-HKG-T1-SAVER',
    productType: 'VIP_ROOM',
    airportCode: 'HKG',
    name: { en: 'Fortune Wings Lounge Saver, Terminal 1', sc: '富翼贵宾室优惠券（一号客运大楼）', tc: '富翼貴賓室優惠券（一號客運大樓）' },
    address: HKG_T1,
    priceHkd: '380',
    originalPriceHkd: '480',
    transferable: true,
    closedTime: '02:30-06:30',
    dailyInventory: 40,
    ...LOUNGE_HOURS,
  },
  {
    productCode: 'VL-HKG-T1-STAFF',
    productType: 'VIP_ROOM_EMPLOYEE',
    airportCode: 'HKG',
    name: { en: 'Fortune Wings Lounge, staff rate', sc: '富翼贵宾室员工价', tc: '富翼貴賓室員工價' },
    address: HKG_T1,
    priceHkd: '120',
    closedTime: '02:30-06:30',
    dailyInventory: 10,
    ...LOUNGE_HOURS,
    limitBuy: 2,
  },
  {
    productCode: 'VL-TPE-T2',
    productType: 'VIP_ROOM',
    airportCode: 'TPE',
    name: { en: 'Plaza Premium Lounge, Taoyuan Terminal 2', sc: '环亚机场贵宾室（桃园第二航厦）', tc: '環亞機場貴賓室（桃園第二航廈）' },
    address: { en: 'Terminal 2, Level 4, East Wing, after security', sc: '第二航厦4楼东侧，安检后', tc: '第二航廈4樓東側，安檢後' },
    priceHkd: '420',
    dailyInventory: 40,
    ...LOUNGE_HOURS,
  },
  {
    productCode: 'VL-NRT-T2',
    productType: 'VIP_ROOM',
    airportCode: 'NRT',
    name: { en: 'Sakura Garden Lounge, Narita Terminal 2', sc: '樱花庭园贵宾室（成田第二航站楼）', tc: '櫻花庭園貴賓室（成田第二航站樓）' },
    address: { en: 'Terminal 2, Main Building, Level 3, near Gate 62', sc: '第二航站楼本馆3楼，62号登机口附近', tc: '第二航站樓本館3樓，62號登機口附近' },
    priceHkd: '520',
    dailyInventory: 5,
    ...LOUNGE_HOURS,
  },
  {
    productCode: 'VL-BKK',
    productType: 'VIP_ROOM',
    airportCode: 'BKK',
    name: { en: 'Orchid Lounge, Suvarnabhumi', sc: '兰花贵宾室（素万那普机场）', tc: '蘭花貴賓室（蘇凡納布機場）' },
    address: { en: 'Concourse D, Level 3, opposite Gate D1', sc: 'D候机区3楼，D1登机口对面', tc: 'D候機區3樓，D1登機口對面' },
    priceHkd: '360',
    dailyInventory: 40,
    ...LOUNGE_HOURS,
  },
  {
    productCode: 'VL-PVG-T2',
    productType: 'VIP_ROOM',
    airportCode: 'PVG',
    name: { en: 'Bund View Lounge, Pudong Terminal 2', sc: '外滩景贵宾室（浦东二号航站楼）', tc: '外灘景貴賓室（浦東二號航站樓）' },
    address: { en: 'Terminal 2, International Departures, Level 3, near Gate D70', sc: '二号航站楼国际出发3楼，D70登机口附近', tc: '二號航站樓國際出發3樓，D70登機口附近' },
    priceHkd: '400',
    dailyInventory: 40,
    ...LOUNGE_HOURS,
  },
  {
    productCode: 'MG-HKG',
    productType: 'MEET_GREET',
    airportCode: 'HKG',
    name: { en: 'Meet and Assist, Hong Kong', sc: '香港机场迎送服务', tc: '香港機場迎送服務' },
    address: { en: 'Terminal 1, Check-in Aisle J, Fortune Wings service counter', sc: '一号客运大楼J行段，富翼服务柜台', tc: '一號客運大樓J行段，富翼服務櫃台' },
    priceHkd: '680',
    dailyInventory: 20,
    ...MEET_GREET_HOURS,
  },
  {
    productCode: 'MG-TPE',
    productType: 'MEET_GREET',
    airportCode: 'TPE',
    name: { en: 'Meet and Assist, Taipei Taoyuan', sc: '台北桃园机场迎送服务', tc: '台北桃園機場迎送服務' },
    address: { en: 'Terminal 2, Departures Hall, Counter 8', sc: '第二航厦出境大厅8号柜台', tc: '第二航廈出境大廳8號櫃台' },
    priceHkd: '620',
    dailyInventory: 20,
    ...MEET_GREET_HOURS,
  },
  {
    productCode: 'MG-BKK',
    productType: 'MEET_GREET',
    airportCode: 'BKK',
    name: { en: 'Meet and Assist, Bangkok Suvarnabhumi', sc: '曼谷素万那普机场迎送服务', tc: '曼谷蘇凡納布機場迎送服務' },
    address: { en: 'Departures Hall, Level 4, Entrance 2, Row M', sc: '出发大厅4楼2号入口M柜台区', tc: '出發大廳4樓2號入口M櫃台區' },
    priceHkd: '560',
    dailyInventory: 20,
    ...MEET_GREET_HOURS,
  },
];

/** Products and the demo staff account; those already there are left as they are. */
export async function seedLounges(db: Db, now: Date): Promise<void> {
  await db.insert(vipProducts).values(loungeProducts).onConflictDoNothing();
  const { password, ...staff } = demoStaff;
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.email, staff.email));
  if (!known) await db.insert(users).values({ ...staff, passwordHash: await hashPassword(password), createdAt: now }).onConflictDoNothing();
}
