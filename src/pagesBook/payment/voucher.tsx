import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orderDetail } from '../../../services/order';
import { MAX_VOUCHERS_PER_ORDER, type UseVouchersRequest, type VoucherPayment } from '../../../services/schemas/voucher';
import { payWithVouchers, quoteVouchers, vouchersForPay } from '../../../services/voucher';
import { formatDate, formatMoney } from '../../app/format';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/EmptyState';
import { paymentAddress } from './payment-address';

/**
 * Paying an order with vouchers: the user's vouchers that can pay it, at most three, and what is
 * left to pay. Vouchers that pay it all issue the order (the result page); otherwise the payment
 * page takes the rest.
 */
export default function VoucherPaymentPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const orderId = Number(query.orderId);
  const load = useLoad(async (signal) => {
    const [order, vouchers] = await Promise.all([orderDetail(orderId, signal), vouchersForPay(orderId, signal)]);
    return { order, vouchers };
  });
  const payment = useFormSubmit((body: UseVouchersRequest, signal) => payWithVouchers(body, signal));
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    if (payment.result) navigate(paymentAddress(payment.result.orderStatus === 'ISSUED' ? 'result' : 'index', orderId), { replace: true });
  }, [payment.result, navigate, orderId]);

  if (load.loading) return <Loading />;
  if (!load.data) return <Failed error={load.error} onRetry={load.reload} />;
  const { order, vouchers } = load.data;
  const money = (n: number) => formatMoney(n, order.currency);
  const toggle = (voucherNo: string, on: boolean) => setChosen((c) => (on ? [...c, voucherNo] : c.filter((no) => no !== voucherNo)));

  return (
    <>
      <Card title={t('payment.orderNo', { no: order.orderNo })}>
        <p>
          {t('voucher.total')} <b>{money(order.totalAmount)}</b>
        </p>
        {chosen.length === 0 ? (
          <p data-testid="amount-left">
            {t('voucher.left')} <b>{money(order.amountDue)}</b>
          </p>
        ) : (
          <Quote key={chosen.join()} request={{ orderId, voucherNos: chosen }} money={money} />
        )}
      </Card>
      {vouchers.length === 0 ? (
        <EmptyState title={t('voucher.none')} />
      ) : (
        <Card title={t('voucher.payTitle')}>
          <p className="muted">{t('voucher.choose', { max: MAX_VOUCHERS_PER_ORDER })}</p>
          {vouchers.map((v) => (
            <Checkbox
              key={v.voucherNo}
              isSelected={chosen.includes(v.voucherNo)}
              isDisabled={!chosen.includes(v.voucherNo) && chosen.length >= MAX_VOUCHERS_PER_ORDER}
              onChange={(on) => toggle(v.voucherNo, on)}>
              {money(v.balance)} · {t('voucher.no', { no: v.voucherNo })} · {t('voucher.validUntil', { date: formatDate(v.validUntil) })}
            </Checkbox>
          ))}
        </Card>
      )}
      <FormError message={errorText(payment.error)} />
      <Button variant="primary" block isDisabled={chosen.length === 0} busy={payment.submitting} busyLabel={t('voucher.using')} onPress={() => payment.submit({ orderId, voucherNos: chosen })}>
        {t('voucher.use')}
      </Button>
    </>
  );
}

/** What the chosen vouchers would pay and what would be left, as the server works it out. */
function Quote({ request, money }: { request: UseVouchersRequest; money: (n: number) => string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const quote = useLoad<VoucherPayment>((signal) => quoteVouchers(request, signal));
  if (quote.loading) return <Loading />;
  if (!quote.data) return <FormError message={errorText(quote.error)} />;
  return (
    <>
      <p>
        {t('voucher.vouchersPay')} <b>-{money(quote.data.voucherAmount)}</b>
      </p>
      <p data-testid="amount-left">
        {t('voucher.left')} <b>{money(quote.data.amountDue)}</b>
      </p>
    </>
  );
}
