import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUser } from '../../app/use-session';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import { TextLink } from '../../ui/TextLink';
import { ProductRows } from './ProductRows';
import { useProducts } from './products';

/** VIP services: the lounges and meet-and-greet on sale (and the staff offer to staff), the rules and the traveller's orders. */
export default function VipLoungeIndexPage() {
  const { t } = useTranslation();
  const staff = useUser()?.staff ?? false;
  return (
    <>
      <p className="muted">{t('lounge.intro')}</p>
      <Products kind="VIP_ROOM" title={t('lounge.lounges')} action={<TextLink to="/pagesService/pages/lounge/list">{t('lounge.allLounges')}</TextLink>} />
      <Products kind="MEET_GREET" title={t('lounge.meetGreet')} />
      {/* Only a staff account may see it (spec section 3): no one else asks for it. */}
      {staff && <Products kind="VIP_ROOM_EMPLOYEE" title={t('lounge.staffOffer')} quiet />}
      <div className="list">
        <Link to="/pagesMy/pages/order/vipOrders">{t('entries.vipOrders')}</Link>
        <Link to="/pagesMy/pages/usageGuideline/vipLoungeUsage">{t('lounge.usageLink')}</Link>
        <Link to="/pagesMy/pages/usageGuideline/vipLoungeTransferUsage">{t('lounge.transferLink')}</Link>
      </div>
    </>
  );
}

/** A kind of product as a card of rows; `quiet`: shown only when there are some. */
function Products({ kind, title, action, quiet }: { kind: Parameters<typeof useProducts>[0]; title: string; action?: ReactNode; quiet?: boolean }) {
  const products = useProducts(kind);
  if (quiet && !products.data?.length) return null;
  return (
    <Card title={title} action={action}>
      {products.data ? <ProductRows products={products.data} label={title} /> : products.loading ? <Loading /> : <Failed error={products.error} onRetry={products.reload} />}
    </Card>
  );
}
