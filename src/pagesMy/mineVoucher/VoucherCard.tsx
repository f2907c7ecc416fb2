import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { voucherDetail } from '../../../services/voucher';
import type { Voucher } from '../../../services/schemas/voucher';
import { formatDate, formatDateTime, formatMoney } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import './mineVoucher.css';

/** One voucher: its balance, number, validity, source and rules, and on request its history. */
export function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const [showHistory, setShowHistory] = useState(false);
  const historyId = `voucher-history-${voucher.voucherNo}`;
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
      <Button variant="link" aria-expanded={showHistory} aria-controls={showHistory ? historyId : undefined} onPress={() => setShowHistory((shown) => !shown)}>
        {t(showHistory ? 'voucher.hideHistory' : 'voucher.showHistory')}
      </Button>
      {showHistory && (
        <div id={historyId}>
          <VoucherHistory voucherNo={voucher.voucherNo} />
        </div>
      )}
    </section>
  );
}

/** The voucher's history from its detail: each order it paid part of, and what came back to it when that order closed unpaid or was refunded. */
function VoucherHistory({ voucherNo }: { voucherNo: string }) {
  const { t } = useTranslation();
  const detail = useLoad((signal) => voucherDetail(voucherNo, signal));
  if (detail.loading) return <Loading />;
  if (!detail.data) return <Failed error={detail.error} onRetry={detail.reload} />;
  const { history, currency } = detail.data;
  if (history.length === 0) return <p className="muted">{t('voucher.noHistory')}</p>;
  return (
    <ul className="voucher-history" aria-label={t('voucher.history')}>
      {history.map((event, i) => (
        <li key={`${event.kind} ${event.orderId} ${event.at} ${i}`} data-testid="voucher-event" data-kind={event.kind}>
          <span>{t(`voucher.event.${event.kind}`, { amount: formatMoney(event.amount, currency), orderNo: event.orderNo })}</span>
          <span className="muted"> · {formatDateTime(event.at)}</span>
        </li>
      ))}
    </ul>
  );
}
