import type { CouponStatus, OrderStatus } from '../../services/schemas/order';
import type { StatusTone } from '../ui/StatusPill';

/**
 * What each order and coupon status means to the traveller, as its pill's colour says it: issued
 * and open are fine, unpaid and in-progress requests need a look, closed ones are over, and a
 * flight the airline cancelled is a disruption.
 */
export const orderTone: Record<OrderStatus, StatusTone> = {
  UNPAID: 'attention',
  ISSUED: 'positive',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
  REFUNDED: 'neutral',
  CHANGED: 'neutral',
};

export const couponTone: Record<CouponStatus, StatusTone> = {
  OPEN: 'positive',
  CHECKED_IN: 'progress',
  FLOWN: 'neutral',
  REFUNDING: 'attention',
  REFUNDED: 'neutral',
  CHANGING: 'attention',
  EXCHANGED: 'neutral',
  SUSPENDED: 'negative',
};
