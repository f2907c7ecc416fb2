import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../services/schemas/order';
import { buttonClass } from '../../ui/button-class';
import { Card } from '../../ui/Card';

/** A lounge or meet-and-greet order. */
export const isVipServiceOrder = (order: Pick<OrderDetail, 'kind'>) => order.kind === 'VIP';

/** A paid lounge or meet-and-greet order's result: on to its vouchers. */
export function LoungePaid({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <div className="payment-result" data-testid="payment-success">
      <Card title={t('lounge.paidTitle')}>
        <p>{t('lounge.paid', { orderNo: order.orderNo })}</p>
        <Link className={buttonClass('primary', true)} to={`/pagesMy/pages/order/vipOrderDetail?id=${order.orderId}`}>
          {t('lounge.showVouchers')}
        </Link>
      </Card>
    </div>
  );
}
