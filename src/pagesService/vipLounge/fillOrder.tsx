import type { PageProps } from '../../page-props';
import { OrderForm } from './OrderForm';

/** Lounge vouchers: the product (`productId`), the day, the users, the contact; then payment. Staff buy their offer with `productType=VIP_ROOM_EMPLOYEE`. */
export default function FillOrderPage({ query }: PageProps) {
  return <OrderForm productType={query.productType === 'VIP_ROOM_EMPLOYEE' ? 'VIP_ROOM_EMPLOYEE' : 'VIP_ROOM'} query={query} />;
}
