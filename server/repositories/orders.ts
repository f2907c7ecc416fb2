import { and, count, desc, eq, exists, gt, inArray, isNull, lte, notExists, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AddOnKind, OrderTab } from '../../services/schemas/order';
import { closedStatuses } from '../../services/schemas/order';
import type { Executor } from '../db/client';
import { bookingReferences, orders, tickets, travelPassPackages, vipOrders, vipProducts } from '../db/schema';
import { offsetOf, type Page } from './page';
import { preparedOnce } from './prepared';

export type OrderRow = typeof orders.$inferSelect;

/** What placing an order reads back: its number, price and deadline, and what its notice names; not the itinerary, passengers and extras it was given. */
const placedColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  userId: orders.userId,
  pnr: orders.pnr,
  currency: orders.currency,
  fareAmount: orders.fareAmount,
  taxAmount: orders.taxAmount,
  ancillaryAmount: orders.ancillaryAmount,
  discountAmount: orders.discountAmount,
  totalAmount: orders.totalAmount,
  paymentDeadline: orders.paymentDeadline,
};
export type PlacedOrder = Pick<OrderRow, keyof typeof placedColumns>;

const placedValues = [
  'orderNo',
  'userId',
  'processKey',
  'status',
  'currency',
  'fareAmount',
  'taxAmount',
  'ancillaryAmount',
  'discountAmount',
  'totalAmount',
  'paymentDeadline',
  'contact',
  'privacyConsentAt',
  'itinerary',
  'passengers',
  'extras',
  'holds',
  'language',
  'createdAt',
] as const;
/** What an order placed from a booking or a date change is written with. */
export type NewPlacedOrder = Required<Pick<typeof orders.$inferInsert, (typeof placedValues)[number]>>;
// Every confirmed booking writes one.
const placing = preparedOnce((db) =>
  db
    .insert(orders)
    .values({
      ...(Object.fromEntries(placedValues.map((name) => [name, sql.placeholder(name)])) as Record<(typeof placedValues)[number], Placeholder>),
      // drizzle maps a placeholder's null as the column's value, which a timestamp's mapping cannot take: this one is sent as text.
      privacyConsentAt: sql`${sql.placeholder('privacyConsentAt')}::timestamptz`,
    })
    .returning(placedColumns)
    .prepare('place_order'),
);
type TicketSlot = { passengerIndex: number; segmentIndex: number };

const unpaid = eq(orders.status, 'UNPAID');
const shown = isNull(orders.deletedAt);

/** Who may see an order: a user by id, or a guest holding a token for one order no user has claimed. */
export type OrderOwner = number | { guestOrderId: number };
export const ownedBy = (owner: OrderOwner): SQL =>
  typeof owner === 'number' ? eq(orders.userId, owner) : and(eq(orders.id, owner.guestOrderId), isNull(orders.userId))!;

/** The orders a tab of My Orders lists, at `now`. */
// The first flight's departure, an ISO instant in UTC: compared as text it compares as time.
const firstDeparture = sql`${orders.itinerary}->'segments'->0->>'depAt'`;

function tabFilter(tab: OrderTab, now: Date): SQL | undefined {
  if (tab === 'ALL') return undefined;
  if (tab === 'BOOKED') return and(eq(orders.status, 'ISSUED'), eq(orders.kind, 'TICKET'), gt(firstDeparture, now.toISOString()));
  return eq(orders.status, tab);
}

/** Orders whose extras hold an add-on of each kind (a JSON null or an empty list holds none). */
const addOnFilter: Record<AddOnKind, SQL> = {
  LUGGAGE: sql`${orders.extras}->'auxiliary'->'luggage' <> '[]'::jsonb`,
  MEAL: sql`${orders.extras}->'auxiliary'->'meals' <> '[]'::jsonb`,
  SEAT: sql`${orders.extras}->'seats' <> '[]'::jsonb`,
  INSURANCE: sql`jsonb_typeof(${orders.extras}->'auxiliary'->'insurance') = 'object'`,
};

/** Orders and their tickets. */
export function createOrderRepository(db: Executor) {
  async function pageOf(userId: number, filter: SQL | undefined, page: Page) {
    const where = and(eq(orders.userId, userId), shown, filter);
    const [rows, [total]] = await Promise.all([
      db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.pageSize).offset(offsetOf(page)),
      db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    async findByProcessKey(processKey: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.processKey, processKey));
      return row;
    },

    /** An order by its id, deleted or not: for the records that point to it, such as a date change. */
    async byId(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** Orders by their ids, deleted or not, in no order. */
    byIds: (ids: number[]): Promise<OrderRow[]> => (ids.length === 0 ? Promise.resolve([]) : db.select().from(orders).where(inArray(orders.id, ids))),

    /** One of the owner's orders, unless they deleted it. */
    async findOwn(id: number, owner: OrderOwner): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(and(eq(orders.id, id), ownedBy(owner), shown));
      return row;
    },

    /** The order a guest booked under this booking reference. */
    async findGuestByPnr(pnr: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select({ order: orders })
        .from(bookingReferences)
        .innerJoin(orders, eq(orders.id, bookingReferences.orderId))
        .where(and(eq(bookingReferences.pnr, pnr), isNull(orders.userId), shown));
      return row?.order;
    },

    /** The user's ticket orders under a booking reference, first booked first: the booking and the orders its date changes made (they carry its reference). */
    tripOf: (userId: number, pnr: string): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.pnr, pnr), eq(orders.kind, 'TICKET'), shown))
        .orderBy(orders.id),

    /** Gives a guest's order to a user; false when it has an owner already. */
    async claim(id: number, userId: number): Promise<boolean> {
      const rows = await db.update(orders).set({ userId }).where(and(eq(orders.id, id), isNull(orders.userId))).returning({ id: orders.id });
      return rows.length > 0;
    },

    /** A page of the user's orders in a tab of My Orders, newest first. */
    page: (userId: number, tab: OrderTab, page: Page, now: Date) => pageOf(userId, tabFilter(tab, now), page),

    /** What the VIP and Travel Pass orders among these bought: the lounge or meet-and-greet product (with its type), or the pass package. */
    productsOf(ids: number[]) {
      const packageId = sql`(${orders.extras}->'pass'->>'packageId')::int`;
      return db
        .select({ orderId: orders.id, vipName: vipProducts.name, productType: vipProducts.productType, packageName: travelPassPackages.name })
        .from(orders)
        .leftJoin(vipOrders, eq(vipOrders.orderId, orders.id))
        .leftJoin(vipProducts, eq(vipProducts.id, vipOrders.productId))
        .leftJoin(travelPassPackages, and(eq(orders.kind, 'PASS'), eq(travelPassPackages.id, packageId)))
        .where(and(inArray(orders.id, ids), inArray(orders.kind, ['VIP', 'PASS'])));
    },

    /** The add-on (EMD) orders bought for a trip, oldest first; deleted ones too, as they may have been paid. */
    emdOrdersOf: (parentOrderId: number) =>
      db.select().from(orders).where(and(eq(orders.parentOrderId, parentOrderId), eq(orders.kind, 'EMD'))).orderBy(orders.id),

    /** A page of the user's orders that hold an add-on of the kind, newest first. */
    pageWithAddOn: (userId: number, kind: AddOnKind, page: Page) => pageOf(userId, addOnFilter[kind], page),

    /** Cancels the user's order if it is still unpaid; undefined when it is not. */
    async cancel(id: number, userId: number, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'CANCELLED', closedAt: now })
        .where(and(eq(orders.id, id), eq(orders.userId, userId), shown, unpaid))
        .returning();
      return row;
    },

    /** Hides the user's order if it is closed; false when it is not (or not theirs, or gone). */
    async delete(id: number, userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ deletedAt: now })
        .where(and(eq(orders.id, id), eq(orders.userId, userId), shown, inArray(orders.status, [...closedStatuses])))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    async setContact(id: number, contact: unknown): Promise<void> {
      await db.update(orders).set({ contact }).where(eq(orders.id, id));
    },

    /** An order holding fare classes (and maybe seats), as a booking or a date change places it. */
    async place(values: NewPlacedOrder): Promise<PlacedOrder> {
      const [row] = await placing(db).execute({ ...values, privacyConsentAt: values.privacyConsentAt?.toISOString() ?? null });
      return row!;
    },

    async create(values: typeof orders.$inferInsert): Promise<PlacedOrder> {
      const [row] = await db.insert(orders).values(values).returning(placedColumns);
      return row!;
    },

    /** Unpaid orders whose payment deadline has passed, at most `limit`. */
    async dueForExpiry(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(unpaid, lte(orders.paymentDeadline, now)))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Expires the order if it is still unpaid and past its deadline; undefined when it is not. */
    async expire(id: number, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'EXPIRED', closedAt: now })
        .where(and(eq(orders.id, id), unpaid, lte(orders.paymentDeadline, now)))
        .returning();
      return row;
    },

    /**
     * Marks the order issued if it is still unpaid before its deadline; undefined when it is not. The
     * row lock of this update makes concurrent callers wait, and then find the order issued.
     */
    async markIssued(id: number, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'ISSUED', paidAt: now })
        .where(and(eq(orders.id, id), unpaid, gt(orders.paymentDeadline, now)))
        .returning();
      return row;
    },

    /** Gives a new booking the reference `pnr` in a savepoint, so a reference another booking has fails only that. */
    async setPnr(id: number, pnr: string): Promise<void> {
      await db.transaction(async (sp) => {
        await sp.insert(bookingReferences).values({ pnr, orderId: id });
        await sp.update(orders).set({ pnr }).where(eq(orders.id, id));
      });
    },

    /** The order a date change made carries its trip's booking reference. */
    async carryPnr(id: number, pnr: string): Promise<void> {
      await db.update(orders).set({ pnr }).where(eq(orders.id, id));
    },

    /** Adds the tickets whose number is still free; answers the slots that got one. */
    addTickets(orderId: number, slots: (TicketSlot & { ticketNo: string })[]): Promise<TicketSlot[]> {
      return db
        .insert(tickets)
        .values(slots.map((t) => ({ ...t, orderId, arrAt: sql`(select (${orders.itinerary}->'segments'->${t.segmentIndex}::int->>'arrAt')::timestamptz from ${orders} where ${orders.id} = ${orderId})` })))
        .onConflictDoNothing({ target: tickets.ticketNo })
        .returning({ passengerIndex: tickets.passengerIndex, segmentIndex: tickets.segmentIndex });
    },

    ticketsOf: (orderId: number) => db.select().from(tickets).where(eq(tickets.orderId, orderId)),

    ticketsOfOrders: (orderIds: number[]) => (orderIds.length === 0 ? Promise.resolve([]) : db.select().from(tickets).where(inArray(tickets.orderId, orderIds))),

    /** Completes or corrects the passengers' travel documents (check-in). */
    async setPassengers(id: number, passengers: unknown): Promise<void> {
      await db.update(orders).set({ passengers }).where(eq(orders.id, id));
    },

    /** Puts new add-ons and their total on an unpaid add-on order, keeping its number and deadline; undefined when it is no longer unpaid. */
    async replaceUnpaidAddOns(id: number, extras: unknown, total: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ extras, ancillaryAmount: total, totalAmount: total })
        .where(and(eq(orders.id, id), eq(orders.kind, 'EMD'), unpaid))
        .returning();
      return row;
    },

    async setExtras(id: number, extras: unknown): Promise<void> {
      await db.update(orders).set({ extras }).where(eq(orders.id, id));
    },

    /**
     * Closes an issued order once none of its coupons is in use or in a refund or a change: REFUNDED
     * when every coupon was refunded, CHANGED when some were exchanged for the order a date change made.
     */
    async closeOnceNoTicketOpen(id: number, now: Date): Promise<void> {
      const open = db.select().from(tickets).where(and(eq(tickets.orderId, id), inArray(tickets.status, ['OPEN', 'CHECKED_IN', 'SUSPENDED', 'REFUNDING', 'CHANGING'])));
      const changed = db.select().from(tickets).where(and(eq(tickets.orderId, id), eq(tickets.status, 'EXCHANGED')));
      await db
        .update(orders)
        .set({ status: sql`case when ${exists(changed)} then 'CHANGED' else 'REFUNDED' end`, closedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'ISSUED'), notExists(open)));
    },
  };
}
