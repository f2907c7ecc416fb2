import { useTranslation } from 'react-i18next';
import { orderDetail } from '../../../services/order';
import { useLoad } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import { PassengerLine } from '../../pagesMy/order/order-parts';
import { useChange } from '../change-parts';
import { StepBar } from '../../components/flow-steps';

/** The passengers who change, as the order has them: read-only, their documents masked. */
export default function ChangePassengersPage() {
  const { t } = useTranslation();
  const change = useChange();
  const { state } = change;
  const { orderId, selected } = state.context;
  const order = useLoad((signal) => orderDetail(orderId ?? 0, signal));
  if (!order.data) return <Loading />;
  return (
    <>
      <Card title={t('changeDate.travellers')}>
        <ul className="order-addon-list">
          {order.data.passengers
            .map((p, psgId) => ({ p, psgId }))
            .filter(({ psgId }) => selected.includes(psgId))
            .map(({ p, psgId }) => (
              <li key={psgId} data-testid="change-traveller">
                <span>
                  <PassengerLine passenger={p} />
                </span>
              </li>
            ))}
        </ul>
        <p className="muted">{t('changeDate.travellersNote')}</p>
      </Card>
      <StepBar flow={change} label={t('changeDate.title')} />
    </>
  );
}
