import { useTranslation } from 'react-i18next';
import type { BrandOffer } from '../../services/schemas/offer';

/** What a fare brand includes: baggage, carry-on, change and refund fees, seats, miles. */
export function BrandInclusions({ brand: b, money }: { brand: BrandOffer; money: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="inclusions">
      <li>{b.baggageKg > 0 ? t('brand.baggage', { kg: b.baggageKg }) : t('brand.noBaggage')}</li>
      <li>{t('brand.carryOn', { kg: b.carryOnKg })}</li>
      <li>{b.changeFee === null ? t('brand.noChange') : b.changeFee === 0 ? t('brand.freeChange') : t('brand.changeFee', { fee: money(b.changeFee) })}</li>
      <li>{b.refundFee === null ? t('brand.noRefund') : b.refundFee === 0 ? t('brand.freeRefund') : t('brand.refundFee', { fee: money(b.refundFee) })}</li>
      <li>{b.freeSeatSelection ? t('brand.freeSeat') : t('brand.paidSeat')}</li>
      <li>{t('brand.miles', { percent: b.milesPercent })}</li>
      {b.student && <li>{t('brand.student')}</li>}
      {b.flashSale && <li>{t('voucher.flashSaleHint')}</li>}
    </ul>
  );
}
