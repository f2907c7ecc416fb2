import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { chosenTotals, reasonProblem } from '../../../../machines/refund.machine';
import { formatMoney } from '../../../app/format';
import { Dialog } from '../../../components/Dialog';
import { Failed } from '../../../components/Failed';
import { Loading } from '../../../components/Loading';
import type { PageProps } from '../../../page-props';
import { BottomBar } from '../../../ui/BottomBar';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { useRefund } from './refund-actor';
import { RefundSums } from './RefundSums';
import './refund.css';

/** The refund's second step: the reason, the fee of the passengers chosen, the disclaimer, and the last confirmation. */
export default function RefundCausePage({ query }: PageProps) {
  const { t } = useTranslation();
  const actor = useRefund('cause', query);
  const state = useSelector(actor, (s) => s);
  const { quote, reason, disclaimer, error } = state.context;
  if (!quote || !['cause', 'confirming', 'submitting', 'submitFailed'].some((s) => state.matches(s as 'cause'))) return <Loading />;
  const totals = chosenTotals(state.context);
  const money = (amount: number) => formatMoney(amount, quote.currency);
  const passengers = quote.passengers.filter((p) => state.context.selected.includes(p.psgId));

  return (
    <div className="refund">
      <Card title={t('refund.chosen')}>
        <ul className="refund-names">
          {passengers.map((p) => (
            <li key={p.psgId}>
              {p.lastName} {p.firstName}
            </li>
          ))}
        </ul>
        <RefundSums {...totals} currency={quote.currency} />
      </Card>
      <Card title={t('refund.reason')}>
        <TextField
          label={t('refund.reason')}
          hint={t('refund.reasonHint')}
          value={reason}
          error={reason ? (reasonProblem(reason) ?? undefined) : undefined}
          onChange={(value) => actor.send({ type: 'reason.change', reason: value })}
          isDisabled={!state.matches('cause')}
        />
        <Checkbox isSelected={disclaimer} onChange={() => actor.send({ type: 'disclaimer.toggle' })} isDisabled={!state.matches('cause')}>
          {t('refund.disclaimer')}
        </Checkbox>
      </Card>
      {state.matches('submitFailed') && <Failed error={error} onRetry={() => actor.send({ type: 'retry' })} />}
      <BottomBar label={t('refund.amount')} total={money(totals.amount)}>
        {state.can({ type: 'back' }) && <Button onPress={() => actor.send({ type: 'back' })}>{t('common.back')}</Button>}
        <Button
          variant="primary"
          busy={state.hasTag('busy')}
          isDisabled={!state.can({ type: 'submit' }) && !state.hasTag('busy')}
          onPress={() => actor.send({ type: state.hasTag('busy') ? 'confirm' : 'submit' })}
        >
          {t('refund.submit')}
        </Button>
      </BottomBar>
      {state.matches('confirming') && (
        <Dialog
          title={t('refund.confirmTitle')}
          actions={
            <>
              <Button onPress={() => actor.send({ type: 'cancel' })}>{t('refund.keepEditing')}</Button>
              <Button variant="primary" onPress={() => actor.send({ type: 'confirm' })}>
                {t('refund.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('refund.confirmBody', { amount: money(totals.amount) })}</p>
        </Dialog>
      )}
    </div>
  );
}
