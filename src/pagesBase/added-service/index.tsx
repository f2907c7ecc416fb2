import { useTranslation } from 'react-i18next';
import { affectedAddOns } from '../../../machines/date-change.machine';
import { Loading } from '../../components/Loading';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { useChange } from '../change-parts';
import { StepBar } from '../../components/flow-steps';

const pages = [
  { kinds: ['LUGGAGE'], key: 'luggage', event: 'addOns.luggage' },
  { kinds: ['MEAL'], key: 'food', event: 'addOns.food' },
  { kinds: ['INSURANCE'], key: 'insurance', event: 'addOns.insurance' },
] as const;

/** The add-ons of the change by kind: prepaid baggage moves to the new trip, meals and seats are cancelled, insurance stays. */
export default function ChangeAddOnsPage() {
  const { t } = useTranslation();
  const change = useChange();
  const { state, send } = change;
  if (!state.context.view) return <Loading />;
  const addOns = affectedAddOns(state.context);
  const seats = addOns.filter((a) => a.kind === 'SEAT').length;
  return (
    <>
      <p>{t('changeDate.addOnRule')}</p>
      <ListGroup label={t('orders.addOns')}>
        {pages.map((p) => {
          const count = addOns.filter((a) => (p.kinds as readonly string[]).includes(a.kind)).length;
          return <ListRow key={p.key} label={t(`changeDate.kinds.${p.key}`)} description={t(`changeDate.kindFate.${p.key}`)} value={t('changeDate.count', { count })} onPress={() => send({ type: p.event })} />;
        })}
        <ListRow label={t('changeDate.kinds.seat')} description={t('changeDate.kindFate.seat')} value={t('changeDate.count', { count: seats })} />
      </ListGroup>
      <StepBar flow={change} label={t('changeDate.title')} />
    </>
  );
}
