import { useTranslation } from 'react-i18next';
import type { Voucher } from '../../../services/schemas/voucher';
import { formatDate, formatMoney } from '../../app/format';
import './mineVoucher.css';

/** One voucher: its balance, number, validity, source and rules. */
export function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  return (
    <section className={`card voucher ${voucher.status.toLowerCase()}`} data-testid="voucher" aria-label={t('voucher.no', { no: voucher.voucherNo })}>
      <div className="voucher-head">
        <strong className="voucher-balance">{formatMoney(voucher.balance, voucher.currency)}</strong>
        <span className="tag">{t(`voucher.status.${voucher.status}`)}</span>
      </div>
      <p className="muted">
        {t('voucher.balance')} · {t('voucher.faceValue', { amount: formatMoney(voucher.faceValue, voucher.currency) })}
      </p>
      <p>{t('voucher.no', { no: voucher.voucherNo })}</p>
      <p>{t('voucher.validUntil', { date: formatDate(voucher.validUntil) })}</p>
      <p>{t(`voucher.source.${voucher.source}`)}</p>
      <p className="muted voucher-rules">{voucher.rules}</p>
    </section>
  );
}
