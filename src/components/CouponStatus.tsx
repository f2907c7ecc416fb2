import { useTranslation } from 'react-i18next';
import type { CouponStatus as Status } from '../../services/schemas/order';
import { StatusPill, type StatusTone } from '../ui/StatusPill';

const toneOf: Record<Status, StatusTone> = {
  OPEN: 'positive',
  CHECKED_IN: 'progress',
  FLOWN: 'neutral',
  REFUNDING: 'attention',
  REFUNDED: 'neutral',
  CHANGING: 'attention',
  EXCHANGED: 'neutral',
  SUSPENDED: 'negative',
};

/** A ticket coupon's status as every screen shows it: the same words and colour for the same status. */
export function CouponStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={toneOf[status]} data-testid="coupon-status" data-status={status}>
      {t(`coupon.status.${status}`)}
    </StatusPill>
  );
}
