import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { lostItems } from '../schema';

type Item = [category: string, daysAgo: number, foundAt: string, en: string, sc: string, tc: string];

/** What the lost-property desk holds: found at Hong Kong and other airports, or on board, over the last weeks. */
const items: Item[] = [
  ['BAG', 1, 'HKG', 'Black hard-shell suitcase, 24 inch, red ribbon on the handle', '黑色硬壳行李箱，24寸，把手系红丝带', '黑色硬殼行李箱，24吋，手柄繫紅絲帶'],
  ['BAG', 3, 'FW202', 'Navy blue backpack with a laptop sleeve', '深蓝色双肩背包，带电脑隔层', '深藍色背囊，附電腦間隔'],
  ['BAG', 6, 'NRT', 'Brown leather handbag', '棕色皮革手提包', '啡色皮革手袋'],
  ['BAG', 12, 'HKG', 'Grey duffel bag with a name tag', '灰色旅行袋，附姓名牌', '灰色旅行袋，附姓名牌'],
  ['ELECTRONICS', 0, 'HKG', 'Silver laptop in a grey sleeve', '银色笔记本电脑，装在灰色保护套内', '銀色手提電腦，裝在灰色保護套內'],
  ['ELECTRONICS', 2, 'FW008', 'Black mobile phone with a cracked screen protector', '黑色手机，屏幕保护膜有裂痕', '黑色手提電話，螢幕保護貼有裂痕'],
  ['ELECTRONICS', 4, 'TPE', 'White wireless earphones in their case', '白色无线耳机连充电盒', '白色無線耳機連充電盒'],
  ['ELECTRONICS', 9, 'HKG', 'Tablet computer in a blue folding cover', '平板电脑，蓝色折叠保护套', '平板電腦，藍色摺疊保護套'],
  ['DOCUMENTS', 1, 'HKG', 'Passport holder with a boarding pass inside', '护照套，内有登机牌', '護照套，內有登機證'],
  ['DOCUMENTS', 5, 'FW262', 'Brown wallet with cards, no cash', '棕色钱包，内有卡片，无现金', '啡色銀包，內有咭片，沒有現金'],
  ['CLOTHING', 2, 'FW302', 'Beige trench coat, size M', '米色风衣，M码', '米色乾濕褸，M碼'],
  ['CLOTHING', 7, 'HKG', 'Child\'s red jacket', '儿童红色外套', '兒童紅色外套'],
  ['JEWELLERY', 3, 'HKG', 'Gold bracelet with a heart charm', '金手链，带心形吊饰', '金手鏈，附心形吊飾'],
  ['JEWELLERY', 8, 'SIN', 'Wristwatch with a steel strap', '钢带手表', '鋼帶手錶'],
  ['OTHER', 1, 'FW214', 'Folding umbrella, green', '绿色折叠伞', '綠色摺遮'],
  ['OTHER', 4, 'HKG', 'Neck pillow, grey', '灰色颈枕', '灰色頸枕'],
];

const hongKongDate = (now: Date, daysAgo: number) => new Date(now.getTime() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Fills the lost-property list once, dated back from today in Hong Kong. */
export async function seedLostItems(db: Db, now: Date, airlineCode: string): Promise<void> {
  const [row] = await db.select({ n: count() }).from(lostItems);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(lostItems).values(
    items.map(([category, daysAgo, foundAt, en, sc, tc]) => ({
      category,
      foundDate: hongKongDate(now, daysAgo),
      foundAt: foundAt.replace(/^FW/, airlineCode),
      description: { en, sc, tc },
    })),
  );
}
