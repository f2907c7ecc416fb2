import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextLink } from '../../ui/TextLink';
import { loungeProductTypes } from '../../../services/schemas/lounge';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { buttonClass } from '../../ui/button-class';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Price, ProductFacts, TodayStock, UsageRules } from './lounge-parts';
import { useProducts } from './products';

/** A lounge (or meet-and-greet) product: price, where and when, today's stock, its rules; then to its order form. */
export default function LoungeDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const kind = loungeProductTypes.find((type) => type === query.productType) ?? 'VIP_ROOM';
  const meetGreet = kind === 'MEET_GREET';
  const products = useProducts(kind);
  if (!products.data) return products.loading ? <Loading /> : <Failed error={products.error} onRetry={products.reload} />;
  const product = products.data.find((p) => String(p.productId) === query.productId);
  if (!product) return <EmptyState title={t('lounge.none')} />;
  const form = meetGreet ? 'vipptFillOrder' : 'fillOrder';
  const staff = kind === 'VIP_ROOM_EMPLOYEE' ? '&productType=VIP_ROOM_EMPLOYEE' : '';
  return (
    <>
      <Card title={product.productName}>
        <Price product={product} />
        {product.transferable && <p className="muted">{t('lounge.discounted')}</p>}
        <TodayStock product={product} />
        <ProductFacts product={product} />
      </Card>
      <Card title={t('lounge.howToUse')}>
        <UsageRules product={product} />
        <p>
          <TextLink to="/pagesMy/pages/usageGuideline/vipLoungeUsage">{t('lounge.usageLink')}</TextLink>
          {product.transferable && (
            <>
              {' · '}
              <TextLink to="/pagesMy/pages/usageGuideline/vipLoungeTransferUsage">{t('lounge.transferLink')}</TextLink>
            </>
          )}
        </p>
      </Card>
      <Link className={buttonClass('primary', true)} to={`/pagesService/pages/vipLounge/${form}?productId=${product.productId}${staff}`}>
        {meetGreet ? t('lounge.book') : t('lounge.buy')}
      </Link>
    </>
  );
}
