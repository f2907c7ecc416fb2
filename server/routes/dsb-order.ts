import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { codes } from '../../services/schemas/codes';
import type { BookingContact, BookingPassenger } from '../../services/schemas/offer';
import type { OrderDetail } from '../../services/schemas/order';
import { numericIdParamsSchema } from '../../services/schemas/system';
import type { AppDeps } from '../deps';
import { cities, orders, tickets } from '../db/schema';
import { maskDocument } from '../domain/users';
import { ApiError } from '../http/api-error';
import { route, userIdOf } from '../http/route';
import { localName } from './dsb-system';

const ORDER = '/dsb-order/api/v1/order';

export function registerDsbOrderRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  // Every city of the network has departures: from Hong Kong, or back to it.
  route(app, { method: 'GET', url: '/dsb-order/api/v1/fastFlight/all/org/city' }, async ({ locale, reply }) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    const rows = await db.select().from(cities).orderBy(cities.code);
    return rows.map((c) => ({ cityCode: c.code, cityName: localName(c, locale), cnName: c.nameSc, countryCode: c.countryCode }));
  });

  route(app, { method: 'GET', url: `${ORDER}/front/detail/:id`, access: 'user', params: numericIdParamsSchema }, async ({ caller, params }): Promise<OrderDetail> => {
    const [order] = await db.select().from(orders).where(and(eq(orders.id, params.id), eq(orders.userId, userIdOf(caller))));
    if (!order) throw new ApiError(codes.orderNotFound, 'errors.orderNotFound');
    const issued = await db.select().from(tickets).where(eq(tickets.orderId, order.id));
    const passengers = order.passengers as BookingPassenger[];
    const extras = order.extras as { seats: OrderDetail['seats'] };
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      status: order.status as OrderDetail['status'],
      pnr: order.pnr,
      currency: order.currency as OrderDetail['currency'],
      fareAmount: Number(order.fareAmount),
      taxAmount: Number(order.taxAmount),
      ancillaryAmount: Number(order.ancillaryAmount),
      discountAmount: Number(order.discountAmount),
      totalAmount: Number(order.totalAmount),
      paymentDeadline: order.paymentDeadline.toISOString(),
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      segments: (order.itinerary as { segments: OrderDetail['segments'] }).segments,
      passengers: passengers.map((p, i) => ({
        type: p.type,
        lastName: p.lastName,
        firstName: p.firstName,
        certNoMasked: maskDocument(p.certNo) ?? '',
        tickets: issued.filter((t) => t.passengerIndex === i).map((t) => ({ segmentIndex: t.segmentIndex, ticketNo: t.ticketNo })),
      })),
      contact: order.contact as BookingContact,
      seats: extras.seats ?? [],
      serverTime: clock.now().toISOString(),
    };
  });
}
