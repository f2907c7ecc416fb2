import type { PageProps } from '../../page-props';
import { AddOnOrderView, kindOf } from './add-on-orders';

/** One order's baggage, meals or seats. */
export default function AddOnOrderDetailPage({ query }: PageProps) {
  return <AddOnOrderView type={kindOf(['luggage', 'food', 'seat'], query.type, 'luggage')} orderId={Number(query.orderId)} />;
}
