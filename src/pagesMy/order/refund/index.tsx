import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { chosenTotals, choiceProblem, nextHint } from '../../../../machines/refund.machine';
import { refundTypes, type RefundType } from '../../../../services/schemas/refund';
import { formatMoney } from '../../../app/format';
import { CouponStatus } from '../../../components/CouponStatus';
import { Failed } from '../../../components/Failed';
import { FormError } from '../../../components/FormError';
import { Loading } from '../../../components/Loading';
import type { PageProps } from '../../../page-props';
import { BottomBar } from '../../../ui/BottomBar';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Checkbox } from '../../../ui/Checkbox';
import { EmptyState } from '../../../ui/EmptyState';
import { RadioGroup } from '../../../ui/RadioGroup';
import { useRefund } from './refund-actor';
import './refund.css';

/** The refund's first step: the passengers to refund, each with what comes back, and the refund type. */
export default function RefundPage({ query }: PageProps) {
  const { t } = useTranslation();
  const actor = useRefund('choose', query);
  const state = useSelector(actor, (s) => s);
  const { quote, selected, refundType, error } = state.context;

  if (state.matches('missingOrder')) return <EmptyState title={t('refund.orderNotFound')} />;
  if (state.matches('loadFailed')) return <Failed error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  if (!quote || !state.matches('choosing')) return <Loading />;
  const problem = selected.length > 0 ? choiceProblem(state.context) : null;
  const totals = chosenTotals(state.context);
  const hint = nextHint(state.context);

  return (
    <div className="refund">
      <Card title={t('refund.choosePassengers')}>
        <p className="refund-order">{t('refund.order', { orderNo: quote.orderNo })}</p>
        {quote.passengers.map((p) => (
          <div key={p.psgId} className="refund-passenger" data-testid="refund-passenger">
            <Checkbox isSelected={selected.includes(p.psgId)} isDisabled={p.refunded} onChange={() => actor.send({ type: 'passenger.toggle', psgId: p.psgId })}>
              {p.lastName} {p.firstName} <span className="tag">{t(`book.type.${p.type}`)}</span>
              {p.status && <CouponStatus status={p.status} />}
            </Checkbox>
            {p.status === 'CHECKED_IN' && <p className="muted">{t('refund.problems.passengerCheckedIn')}</p>}
            {!p.refunded && <span className="refund-passenger-amount">{t('refund.passengerBack', { amount: formatMoney(p.amount, quote.currency), fee: formatMoney(p.fee, quote.currency) })}</span>}
          </div>
        ))}
        <FormError message={problem && t(problem)} />
      </Card>
      <Card title={t('refund.type')}>
        <RadioGroup<RefundType>
          label={t('refund.type')}
          options={refundTypes.map((type) => [type, t(`refund.types.${type}`)])}
          value={refundType}
          onChange={(value) => actor.send({ type: 'type.select', refundType: value })}
        />
      </Card>
      <Card title={t('refund.rules')}>
        <ul className="refund-rules">
          {quote.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Card>
      <BottomBar
        label={t('refund.amount')}
        total={formatMoney(totals.amount, quote.currency)}
        detail={
          hint && (
            <span id="refund-next-hint" className="refund-next-hint" data-testid="next-hint">
              {t(hint)}
            </span>
          )
        }
      >
        <Button variant="primary" isDisabled={!state.can({ type: 'next' })} aria-describedby={hint ? 'refund-next-hint' : undefined} onPress={() => actor.send({ type: 'next' })}>
          {t('refund.next')}
        </Button>
      </BottomBar>
    </div>
  );
}
