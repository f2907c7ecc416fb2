import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import { ProductRows } from './ProductRows';
import { useProducts } from './products';

/** VIP services: the lounges and meet-and-greet on sale, the rules and the traveller's orders. */
export default function VipLoungeIndexPage() {
  const { t } = useTranslation();
  const lounges = useProducts('VIP_ROOM');
  const meetGreet = useProducts('MEET_GREET');
  return (
    <>
      <p className="muted">{t('lounge.intro')}</p>
      <Card title={t('lounge.lounges')} action={<Link to="/pagesService/pages/lounge/list">{t('lounge.allLounges')}</Link>}>
        {lounges.data ? <ProductRows products={lounges.data} label={t('lounge.lounges')} /> : lounges.loading ? <Loading /> : <Failed error={lounges.error} onRetry={lounges.reload} />}
      </Card>
      <Card title={t('lounge.meetGreet')}>
        {meetGreet.data ? <ProductRows products={meetGreet.data} label={t('lounge.meetGreet')} /> : meetGreet.loading ? <Loading /> : <Failed error={meetGreet.error} onRetry={meetGreet.reload} />}
      </Card>
      <div className="list">
        <Link to="/pagesMy/pages/order/vipOrders">{t('entries.vipOrders')}</Link>
        <Link to="/pagesMy/pages/usageGuideline/vipLoungeUsage">{t('lounge.usageLink')}</Link>
        <Link to="/pagesMy/pages/usageGuideline/vipLoungeTransferUsage">{t('lounge.transferLink')}</Link>
      </div>
    </>
  );
}
