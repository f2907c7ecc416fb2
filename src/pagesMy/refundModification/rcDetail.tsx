import type { PageProps } from '../../page-props';
import { RefundDetail } from '../order/refund/RefundDetail';

/** One request of the refund and change list. */
export default function RefundModificationDetailPage({ query }: PageProps) {
  return <RefundDetail refundId={Number(query.refundId)} />;
}
