import { useTranslation } from 'react-i18next';
import { affectedAddOns } from '../../../machines/date-change.machine';
import { formatDate, formatMoney } from '../../app/format';
import { brandName } from '../../app/local-name';
import { Loading } from '../../components/Loading';
import { FlightSummary } from '../../pagesBook/FlightSummary';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { AddOnFates, useChange } from '../change-parts';
import { QuoteLines } from '../../components/OrderPrice';
import { StepFailure } from '../../components/flow-steps';

/** The review: the new flights, what the change costs, the add-ons that move and those cancelled (acknowledged), and the order confirm. */
export default function ChangeReviewPage() {
  const { t } = useTranslation();
  const change = useChange();
  const { state, send } = change;
  const { view, quote, chosen, acknowledged, change: made } = state.context;
  if (!view || !quote) return <Loading />;
  if (made)
    return (
      <Card title={t('changeDate.confirmedTitle')}>
        <p role="status" data-testid="change-confirmed">
          {made.amountDue > 0
            ? t('changeDate.confirmedPay', { orderNo: made.orderNo, amount: formatMoney(made.amountDue, made.currency) })
            : t('changeDate.confirmedDone', { orderNo: made.orderNo })}
        </p>
        <Loading />
      </Card>
    );
  return (
    <>
      {chosen.map((c) => (
        <Card key={c.legIndex} title={t('changeDate.legChosen', { n: c.legIndex + 1, date: formatDate(c.date) })}>
          <span className="muted">{brandName(c.brand)}</span>
          <FlightSummary option={c.option} />
        </Card>
      ))}
      <Card title={t('changeDate.quote.title')}>
        <QuoteLines quote={quote} />
      </Card>
      <Card title={t('orders.addOns')}>
        <AddOnFates addOns={affectedAddOns(state.context)} view={view} />
        <Checkbox isSelected={acknowledged} isDisabled={!state.matches('review')} onChange={() => send({ type: 'ack.toggle' })}>
          {t('changeDate.acknowledge')}
        </Checkbox>
      </Card>
      <StepFailure flow={change} />
      <BottomBar label={t('changeDate.quote.total')} total={formatMoney(quote.total, quote.currency)}>
        <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
          {t('common.back')}
        </Button>
        <Button
          variant="primary"
          busy={state.hasTag('busy')}
          isDisabled={!state.can({ type: 'order.confirm' }) && !state.hasTag('busy')}
          onPress={() => send({ type: 'order.confirm' })}
        >
          {t('changeDate.confirm')}
        </Button>
      </BottomBar>
    </>
  );
}
