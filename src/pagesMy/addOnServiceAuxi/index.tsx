import { AddOnOrderList } from '../addOnService/add-on-orders';

/** Insurance orders: the insurance bought with the user's bookings. */
export default function InsuranceOrdersPage() {
  return <AddOnOrderList type="insure" detailPath="/pagesMy/pages/addOnServiceAuxi/detail" />;
}
