import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/hooks';
import { formatMoney } from '../../../app/format';
import { Failed } from '../../../components/Failed';
import { Loading } from '../../../components/Loading';
import type { PageProps } from '../../../page-props';
import { AddOnFates, useChange } from '../../../pagesBase/change-parts';
import { BottomBar } from '../../../ui/BottomBar';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { TripLines } from '../order-parts';
import '../order.css';

/** The date change's view of an order: its legs with the change fee or why not, passengers, rules, and what happens to the add-ons. */
export default function ChangeViewPage({ query }: PageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChange(query);
  const { state, send } = change;
  const { view, error } = state.context;

  if (state.matches('missingOrder')) return <EmptyState title={t('refund.orderNotFound')} />;
  if (state.matches('contactCustomerService')) return <EmptyState title={t('changeDate.guestTitle')}>{t('changeDate.guestBody')}</EmptyState>;
  if (state.matches('viewFailed')) return <Failed error={error} onRetry={() => send({ type: 'retry' })} />;
  if (state.matches('expired'))
    return (
      <EmptyState title={errorText(error) ?? t('changeDate.expired')} role="alertdialog" action={<Button variant="primary" onPress={() => send({ type: 'restart' })}>{t('changeDate.restart')}</Button>}>
        {t('changeDate.expired')}
      </EmptyState>
    );
  if (!view || state.matches('loadingView')) return <Loading />;

  return (
    <div className="order-detail">
      {state.matches('notChangeable') && (
        <p className="form-error" role="alert" data-testid="not-changeable">
          {t('changeDate.notChangeable')}
        </p>
      )}
      <Card title={t('changeDate.legs')}>
        <p className="muted">{t('refund.order', { orderNo: view.orderNo })}</p>
        {view.legs.map((leg) => (
          <div key={leg.legIndex} className="change-leg" data-testid="change-leg">
            <strong>{t('changeDate.leg', { n: leg.legIndex + 1 })}</strong>
            <TripLines segments={leg.segments} />
            <span className={leg.blocked ? 'tag warn' : 'tag'}>
              {leg.blocked ? t(`changeDate.blocked.${leg.blocked}`) : t('changeDate.fee', { fee: formatMoney(leg.changeFee ?? 0, view.currency) })}
            </span>
          </div>
        ))}
      </Card>
      <Card title={t('result.passengers')}>
        <ul className="order-addon-list">
          {view.passengers.map((p) => (
            <li key={p.psgId}>
              <span>
                {p.lastName} {p.firstName} <span className="muted">{t(`book.type.${p.type}`)}</span>
              </span>
              {!p.changeable && <span className="tag warn">{t('changeDate.passengerNotChangeable')}</span>}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('refund.rules')}>
        <ul className="refund-rules">
          {view.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>{t('changeDate.addOnRule')}</p>
      </Card>
      <Card title={t('orders.addOns')}>
        <AddOnFates addOns={view.addOns} view={view} />
      </Card>
      <BottomBar label={t('changeDate.title')} total="">
        <Button variant="primary" isDisabled={!state.can({ type: 'start' })} onPress={() => send({ type: 'start' })}>
          {t('changeDate.start')}
        </Button>
      </BottomBar>
    </div>
  );
}
