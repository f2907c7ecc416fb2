import * as z from 'zod/mini';
import { currencySchema, flightSegmentSchema } from './offer';

export const orderStatuses = ['UNPAID', 'ISSUED', 'EXPIRED', 'CANCELLED', 'REFUNDED'] as const;

/** An order as its owner sees it: documents masked, tickets once issued. */
export const orderDetailSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  pnr: z.nullable(z.string()),
  currency: currencySchema,
  fareAmount: z.number(),
  taxAmount: z.number(),
  ancillaryAmount: z.number(),
  discountAmount: z.number(),
  totalAmount: z.number(),
  /** What is left to pay once the vouchers spent on the order are taken off. */
  amountDue: z.number(),
  paymentDeadline: z.string(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  segments: z.array(z.extend(flightSegmentSchema, { rbd: z.string(), brand: z.string(), cabin: z.string() })),
  passengers: z.array(
    z.object({ type: z.string(), lastName: z.string(), firstName: z.string(), certNoMasked: z.string(), tickets: z.array(z.object({ segmentIndex: z.number(), ticketNo: z.string() })) }),
  ),
  contact: z.object({ name: z.string(), areaCode: z.string(), mobile: z.string(), email: z.string() }),
  seats: z.array(z.object({ segmentIndex: z.number(), passengerIndex: z.number(), seatNo: z.string() })),
  /** The server's time when it answered: countdowns run on the server's clock, not the phone's. */
  serverTime: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
