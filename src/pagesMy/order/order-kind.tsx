import { useTranslation } from 'react-i18next';
import type { OrderKind, OrderSummary } from '../../../services/schemas/order';

type KindOf = Pick<OrderSummary, 'orderId' | 'kind' | 'productType'>;

/** The orders whose detail is a page of their own: a VIP order's vouchers, a Travel Pass order's passes. */
const ownDetailPage: Partial<Record<OrderKind, (orderId: number) => string>> = {
  VIP: (orderId) => `/pagesMy/pages/order/vipOrderDetail?id=${orderId}`,
  PASS: (orderId) => `/pagesPackageTicket/pages/package-ticket/package-order-detail?orderId=${orderId}`,
};

/** Where an order's own detail page is, if it is not the order detail page. */
export const ownDetailAddress = ({ orderId, kind }: KindOf) => ownDetailPage[kind]?.(orderId);

/** The order's detail page: the order detail page, or the page of its own. */
export const detailAddress = (order: KindOf) => ownDetailAddress(order) ?? `/pagesMy/pages/order/detail?orderId=${order.orderId}`;

/** What an order is, in words: a flight booking, an add-on order, a lounge voucher, a meet-and-greet or a Travel Pass. */
export function OrderKindLine({ order }: { order: KindOf }) {
  const { t } = useTranslation();
  return (
    <span className="order-trip-line" data-testid="order-kind">
      {t(`orders.kind.${order.productType === 'MEET_GREET' ? 'MEET_GREET' : order.kind}`)}
    </span>
  );
}
