import type { PageProps } from '../../../page-props';
import { RefundDetail } from './RefundDetail';

/** A refund's progress, reached after submitting it. */
export default function RefundDetailPage({ query }: PageProps) {
  return <RefundDetail refundId={Number(query.refundId)} />;
}
