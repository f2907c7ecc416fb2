import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { refundDetail } from '../../../../services/refund';
import { formatDate, formatMoney, formatPoints } from '../../../app/format';
import { useLoad } from '../../../app/hooks';
import { Failed } from '../../../components/Failed';
import { Loading } from '../../../components/Loading';
import { Card } from '../../../ui/Card';
import { RefundSums } from './RefundSums';
import './refund.css';

/** One refund: its progress, passengers, amounts and, once completed, the money returned to cards and vouchers. */
export function RefundDetail({ refundId }: { refundId: number }) {
  const { t } = useTranslation();
  const detail = useLoad((signal) => refundDetail(refundId, signal));
  if (detail.loading && !detail.data) return <Loading />;
  if (!detail.data) return <Failed error={detail.error} onRetry={detail.reload} />;
  const refund = detail.data;
  const money = (amount: number) => formatMoney(amount, refund.currency);
  return (
    <div className="refund">
      <Card title={t('refund.progress')}>
        <p className={`refund-status ${refund.status}`} data-testid="refund-status">
          {t(`refund.status.${refund.status}`)}
        </p>
        <dl className="refund-sums">
          <dt>{t('refund.refundNo')}</dt>
          <dd>{refund.refundNo}</dd>
          <dt>{t('refund.orderNo')}</dt>
          <dd>{refund.orderNo}</dd>
          <dt>{t('refund.type')}</dt>
          <dd>{t(`refund.types.${refund.refundType}`)}</dd>
          <dt>{t('refund.reason')}</dt>
          <dd>{refund.reason}</dd>
          <dt>{t('refund.submittedAt')}</dt>
          <dd>{formatDate(refund.createdAt)}</dd>
          {refund.points !== null && (
            <>
              <dt>{t('refund.pointsBack')}</dt>
              <dd data-testid="refund-points">{formatPoints(refund.points)}</dd>
            </>
          )}
        </dl>
        {refund.payments.length + refund.vouchers.length > 0 ? (
          <ul className="refund-payments">
            {refund.payments.map((p) => (
              <li key={p.id} data-testid="refund-payment">
                {p.cardLast4
                  ? t('refund.returnedToCard', { last4: p.cardLast4, amount: money(p.amount), date: formatDate(p.createdAt) })
                  : t('refund.returned', { amount: money(p.amount), date: formatDate(p.createdAt) })}
              </li>
            ))}
            {refund.vouchers.map((v) => (
              <li key={v.voucherNo} data-testid="refund-voucher">
                {t('refund.returnedToVoucher', { voucherNo: v.voucherNo, amount: money(v.amount), date: formatDate(v.createdAt) })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('refund.weeks')}</p>
        )}
      </Card>
      <Card title={t('refund.chosen')}>
        <ul className="refund-names">
          {refund.passengers.map((p) => (
            <li key={p.psgId}>
              {p.lastName} {p.firstName} <span className="tag">{t(`book.type.${p.type}`)}</span>
            </li>
          ))}
        </ul>
        <RefundSums paid={refund.paidAmount} fee={refund.feeAmount} amount={refund.amount} currency={refund.currency} />
      </Card>
      <Link className="button" to="/pagesMy/pages/refundModification/index">
        {t('refund.listTitle')}
      </Link>
    </div>
  );
}
