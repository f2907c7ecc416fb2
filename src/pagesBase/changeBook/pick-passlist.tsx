import { useTranslation } from 'react-i18next';
import { changeChoiceProblem } from '../../../machines/date-change.machine';
import { CouponStatus } from '../../components/CouponStatus';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/EmptyState';
import { TripLines } from '../../pagesMy/order/order-parts';
import { useChange } from '../change-parts';
import { StepBar, StepFailure } from '../../components/flow-steps';

/** Confirm passengers: who changes (an infant with its guardian, children not alone) and which legs. */
export default function PickPassengersPage() {
  const { t } = useTranslation();
  const change = useChange();
  const { state, send } = change;
  const { view, selected, legIndexes } = state.context;
  if (!view) return <Loading />;
  if (state.matches('transitUnderConstruction'))
    return (
      <EmptyState title={t('changeDate.transitTitle')} role="alertdialog" action={<Button onPress={() => send({ type: 'back' })}>{t('common.back')}</Button>}>
        <span data-testid="transit-message">{t('changeDate.transitBody')}</span>
      </EmptyState>
    );
  const problem = selected.length > 0 || legIndexes.length > 0 ? changeChoiceProblem(state.context) : null;
  const choosing = state.matches('passengers');
  return (
    <div className="refund">
      <Card title={t('changeDate.choosePassengers')}>
        {view.passengers.map((p) => (
          <div key={p.psgId} className="refund-passenger" data-testid="change-passenger">
            <Checkbox isSelected={selected.includes(p.psgId)} isDisabled={!p.changeable || !choosing} onChange={() => send({ type: 'passenger.toggle', psgId: p.psgId })}>
              {p.lastName} {p.firstName} <span className="tag">{t(`book.type.${p.type}`)}</span>
              {p.status ? <CouponStatus status={p.status} /> : !p.changeable && <span className="tag warn">{t('changeDate.passengerNotChangeable')}</span>}
            </Checkbox>
          </div>
        ))}
      </Card>
      <Card title={t('changeDate.chooseLegs')}>
        {view.legs.map((leg) => (
          <div key={leg.legIndex} className="refund-passenger" data-testid="change-leg-choice">
            <Checkbox
              isSelected={legIndexes.includes(leg.legIndex)}
              isDisabled={!choosing || (leg.blocked !== null && leg.blocked !== 'TRANSIT')}
              onChange={() => send({ type: 'leg.toggle', legIndex: leg.legIndex })}
            >
              {t('changeDate.leg', { n: leg.legIndex + 1 })} {leg.blocked && <span className="tag warn">{t(`changeDate.blocked.${leg.blocked}`)}</span>}
            </Checkbox>
            <TripLines segments={leg.segments} />
          </div>
        ))}
        <FormError message={problem && t(problem)} />
      </Card>
      <StepFailure flow={change} />
      <StepBar flow={change} label={t('changeDate.title')} nextLabel={t('refund.next')} />
    </div>
  );
}
