import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { Tabs } from '../../ui/Tabs';
import { AddOnOrderList, kindOf } from './add-on-orders';

const kinds = ['luggage', 'food', 'seat'] as const;

/** Add-on orders: baggage, meals and seats bought with the user's bookings, a tab each. */
export default function AddOnOrdersPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = kindOf(kinds, query.type, 'luggage');
  return (
    <Tabs
      label={t('addOnOrders.tabsLabel')}
      selected={type}
      onSelect={(id) => navigate(`/pagesMy/pages/addOnService/index?type=${id}`, { replace: true })}
      tabs={kinds.map((id) => ({ id, title: t(`addOnOrders.kind.${id}`), content: <AddOnOrderList key={id} type={id} detailPath="/pagesMy/pages/addOnService/detail" /> }))}
    />
  );
}
