import { useTranslation } from 'react-i18next';
import { myVouchers } from '../../../services/voucher';
import type { Voucher } from '../../../services/schemas/voucher';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { VoucherCard } from './VoucherCard';

/** My vouchers: the member-exclusive Flash Sale rebates first, then the others, newest first. */
export default function MineVoucherPage() {
  const { t } = useTranslation();
  const list = useLoad<Voucher[]>((signal) => myVouchers(signal));
  if (list.loading) return <Loading />;
  if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
  const flashSale = list.data.filter((v) => v.source === 'FLASH_SALE_REBATE');
  const others = list.data.filter((v) => v.source !== 'FLASH_SALE_REBATE');
  return (
    <>
      <Card title={t('voucher.flashSale')}>
        <p className="muted">{t('voucher.flashSaleHint')}</p>
      </Card>
      {list.data.length === 0 && <EmptyState title={t('voucher.empty')} />}
      {flashSale.length > 0 && (
        <div data-testid="flash-sale-vouchers">
          {flashSale.map((v) => (
            <VoucherCard key={v.voucherNo} voucher={v} />
          ))}
        </div>
      )}
      {others.length > 0 && (
        <>
          <h2>{t('voucher.others')}</h2>
          {others.map((v) => (
            <VoucherCard key={v.voucherNo} voucher={v} />
          ))}
        </>
      )}
    </>
  );
}
