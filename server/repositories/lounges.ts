import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { airports, cities, orders, vipInventory, vipOrders, vipProducts, vipVouchers } from '../db/schema';
import { ownedBy, type OrderOwner } from './orders';
import { offsetOf, ownedInStatus, withTotal, type Page } from './page';

export type VipProductRow = typeof vipProducts.$inferSelect;
export type VipOrderRow = typeof vipOrders.$inferSelect;
export type VipVoucherRow = typeof vipVouchers.$inferSelect;
type Day = { productId: number; useDate: string };

const productColumns = { product: vipProducts, airport: airports, city: cities };
const shownOrder = and(eq(orders.kind, 'VIP'), isNull(orders.deletedAt));

/** Lounge and meet-and-greet products, their daily stock, the orders for them and the vouchers those issue. */
export function createLoungeRepository(db: Executor) {
  const withPlace = () => db.select(productColumns).from(vipProducts).innerJoin(airports, eq(airports.code, vipProducts.airportCode)).innerJoin(cities, eq(cities.code, airports.cityCode));
  /** VIP orders with what each is for: its product, airport and city. */
  const ordersWith = (where: SQL | undefined) =>
    db
      .select({ order: orders, vip: vipOrders, ...productColumns })
      .from(orders)
      .innerJoin(vipOrders, eq(vipOrders.orderId, orders.id))
      .innerJoin(vipProducts, eq(vipProducts.id, vipOrders.productId))
      .innerJoin(airports, eq(airports.code, vipProducts.airportCode))
      .innerJoin(cities, eq(cities.code, airports.cityCode))
      .where(and(shownOrder, where));
  async function findOrder(where: SQL) {
    const [row] = await ordersWith(where);
    return row;
  }

  return {
    /** Products of the types, in a city if given, by airport then code, with their airport and city. */
    async productPage(types: string[], cityCode: string | undefined, page: Page) {
      const where = and(inArray(vipProducts.productType, types), cityCode ? eq(airports.cityCode, cityCode) : undefined);
      const [records, [total]] = await Promise.all([
        withPlace().where(where).orderBy(asc(vipProducts.airportCode), asc(vipProducts.productCode)).limit(page.pageSize).offset(offsetOf(page)),
        db.select({ n: count() }).from(vipProducts).innerJoin(airports, eq(airports.code, vipProducts.airportCode)).where(where),
      ]);
      return { records, total: total?.n ?? 0 };
    },

    async product(id: number) {
      const [row] = await withPlace().where(eq(vipProducts.id, id));
      return row;
    },

    /** The stock rows of these product days that exist (a day nobody asked for yet has its full stock). */
    async days(days: Day[]) {
      if (days.length === 0) return [];
      const keys = sql.join(
        days.map((d) => sql`(${d.productId}::int, ${d.useDate}::date)`),
        sql`, `,
      );
      return db.select().from(vipInventory).where(sql`(${vipInventory.productId}, ${vipInventory.useDate}) in (${keys})`);
    },

    /** Makes the day's stock row if it is not there yet. */
    async openDay(day: Day, total: number): Promise<void> {
      await db.insert(vipInventory).values({ ...day, total }).onConflictDoNothing();
    },

    /**
     * Takes `quantity` of the day's stock if that many are left; false otherwise. The row lock makes
     * buyers at the same time wait and then see what the first one took.
     */
    async hold(day: Day, quantity: number): Promise<boolean> {
      const rows = await db
        .update(vipInventory)
        .set({ sold: sql`${vipInventory.sold} + ${quantity}` })
        .where(and(eq(vipInventory.productId, day.productId), eq(vipInventory.useDate, day.useDate), sql`${vipInventory.sold} + ${quantity} <= ${vipInventory.total}`))
        .returning({ sold: vipInventory.sold });
      return rows.length === 1;
    },

    async release(day: Day, quantity: number): Promise<void> {
      await db
        .update(vipInventory)
        .set({ sold: sql`${vipInventory.sold} - ${quantity}` })
        .where(and(eq(vipInventory.productId, day.productId), eq(vipInventory.useDate, day.useDate), gte(vipInventory.sold, quantity)));
    },

    async addOrder(values: VipOrderRow): Promise<void> {
      await db.insert(vipOrders).values(values);
    },

    async orderOf(orderId: number): Promise<VipOrderRow | undefined> {
      const [row] = await db.select().from(vipOrders).where(eq(vipOrders.orderId, orderId));
      return row;
    },

    /** One of the owner's VIP orders that is not deleted, with what it is for. */
    ownOrder: (id: number, owner: OrderOwner) => findOrder(and(eq(orders.id, id), ownedBy(owner))!),
    /** A VIP order by its number, whoever owns it: a guest proves it is theirs with its contact e-mail. */
    orderByNo: (orderNo: string) => findOrder(eq(orders.orderNo, orderNo)),

    /** The user's VIP orders, newest first. */
    orderPage(userId: number, status: string | undefined, page: Page) {
      const where = ownedInStatus(orders.userId, userId, orders.status, status);
      return withTotal(
        ordersWith(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.pageSize).offset(offsetOf(page)),
        db
          .select({ n: count() })
          .from(orders)
          .innerJoin(vipOrders, eq(vipOrders.orderId, orders.id))
          .where(and(shownOrder, where)),
      );
    },

    /** Issues the vouchers whose code is still free and whose user has none yet: a user gets one voucher, once. */
    async issueVouchers(rows: (typeof vipVouchers.$inferInsert)[]): Promise<void> {
      await db.insert(vipVouchers).values(rows).onConflictDoNothing();
    },

    vouchersOf: (orderId: number) => db.select().from(vipVouchers).where(eq(vipVouchers.orderId, orderId)).orderBy(asc(vipVouchers.userIndex)),

    /** The voucher with its product, if its order is the user's. */
    async voucherOfOwner(id: number, userId: number) {
      const [row] = await db
        .select({ voucher: vipVouchers, product: vipProducts })
        .from(vipVouchers)
        .innerJoin(orders, eq(orders.id, vipVouchers.orderId))
        .innerJoin(vipOrders, eq(vipOrders.orderId, orders.id))
        .innerJoin(vipProducts, eq(vipProducts.id, vipOrders.productId))
        .where(and(eq(vipVouchers.id, id), eq(orders.userId, userId), shownOrder));
      return row;
    },

    /**
     * Renames a valid voucher if it has a change (or transfer) of the kind left; undefined when it has
     * not, or was used or expired meanwhile. The row lock counts changes sent at once one by one.
     */
    async rename(id: number, name: { lastName: string; firstName: string }, kind: 'CHANGE' | 'TRANSFER', limit: number, now: Date): Promise<VipVoucherRow | undefined> {
      const used = kind === 'CHANGE' ? vipVouchers.changesUsed : vipVouchers.transfersUsed;
      const [row] = await db
        .update(vipVouchers)
        .set({ ...name, ...(kind === 'CHANGE' ? { changesUsed: sql`${vipVouchers.changesUsed} + 1` } : { transfersUsed: sql`${vipVouchers.transfersUsed} + 1` }) })
        .where(and(eq(vipVouchers.id, id), eq(vipVouchers.status, 'VALID'), gt(vipVouchers.validUntil, now), sql`${used} < ${limit}`))
        .returning();
      return row;
    },

    /**
     * Marks the voucher with this code USED if it is valid, within its validity and its order is
     * paid; undefined otherwise. Scans at once wait on the row's lock and then find it used.
     */
    async markUsed(code: string, now: Date): Promise<VipVoucherRow | undefined> {
      const [row] = await db
        .update(vipVouchers)
        .set({ status: 'USED', usedAt: now })
        .where(
          and(
            eq(vipVouchers.code, code),
            eq(vipVouchers.status, 'VALID'),
            gt(vipVouchers.validUntil, now),
            inArray(vipVouchers.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'ISSUED'))),
          ),
        )
        .returning();
      return row;
    },

    /** The voucher with this code, with its order, product and airport. */
    async voucherByCode(code: string) {
      const [row] = await db
        .select({ voucher: vipVouchers, order: orders, product: vipProducts, airport: airports })
        .from(vipVouchers)
        .innerJoin(orders, eq(orders.id, vipVouchers.orderId))
        .innerJoin(vipOrders, eq(vipOrders.orderId, orders.id))
        .innerJoin(vipProducts, eq(vipProducts.id, vipOrders.productId))
        .innerJoin(airports, eq(airports.code, vipProducts.airportCode))
        .where(eq(vipVouchers.code, code));
      return row;
    },

    /** Valid vouchers past their validity become EXPIRED; answers how many. */
    async expireDue(now: Date): Promise<number> {
      const rows = await db
        .update(vipVouchers)
        .set({ status: 'EXPIRED' })
        .where(and(eq(vipVouchers.status, 'VALID'), lte(vipVouchers.validUntil, now)))
        .returning({ id: vipVouchers.id });
      return rows.length;
    },
  };
}
