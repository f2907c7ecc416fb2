import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../services/schemas/order';
import { AddOnList } from '../../pagesMy/order/order-parts';
import { buttonClass } from '../../ui/button-class';
import { Card } from '../../ui/Card';

/** A paid add-on order's result: what was bought, and the way back to its trip. */
export function AddOnsPaid({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const trip = order.links.find((l) => l.relation === 'ADD_ON_FOR');
  return (
    <div className="payment-result" data-testid="payment-success">
      <Card title={t('addOns.paidTitle')}>
        <p>{t('addOns.paid', { orderNo: order.orderNo })}</p>
        <AddOnList addOns={order.addOns} passengers={order.passengers} segments={order.segments} />
        {trip && (
          <Link className={buttonClass('primary', true)} to={`/pagesMy/pages/order/detail?orderId=${trip.id}`}>
            {t('addOns.toTrip')}
          </Link>
        )}
      </Card>
    </div>
  );
}
