import type { PageProps } from '../../page-props';
import { AddOnOrderView } from '../addOnService/add-on-orders';

/** One order's insurance. */
export default function InsuranceOrderDetailPage({ query }: PageProps) {
  return <AddOnOrderView type="insure" orderId={Number(query.orderId)} />;
}
