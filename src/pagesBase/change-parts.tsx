import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ChangeAddOn, ChangeView } from '../../services/schemas/date-change';
import { formatMoney } from '../app/format';
import { addOnItem } from '../pagesMy/order/order-parts';
import { useDateChange } from './date-change-actor';
import './change.css';

/** The change running, as a page sees it: the actor to send to and its snapshot. */
export function useChange(query: Record<string, string> = {}) {
  const actor = useDateChange(query);
  const state = useSelector(actor, (s) => s);
  return { actor, state, send: actor.send.bind(actor) };
}

/** Add-ons with whom they are for and what the change does to each: moved to the new trip, or cancelled. */
export function AddOnFates({ addOns, view }: { addOns: ChangeAddOn[]; view: ChangeView }) {
  const { t } = useTranslation();
  if (addOns.length === 0) return <p className="muted">{t('changeDate.noAddOns')}</p>;
  const segments = view.legs.flatMap((l) => l.segments);
  return (
    <ul className="order-addon-list">
      {addOns.map((a, i) => {
        const passenger = view.passengers.find((p) => p.psgId === a.passengerIndex);
        const who = passenger ? `${passenger.lastName} ${passenger.firstName}` : t('orders.addOn.everyone');
        const flight = a.segmentIndex === null ? t('orders.addOn.wholeTrip') : segments[a.segmentIndex]?.flightNo;
        return (
          <li key={i} data-testid="change-addon">
            <span>
              <strong>{t(`orders.addOn.kind.${a.kind}`)}</strong> {addOnItem(t, a)}
              <span className="muted order-trip-line">
                {who} · {flight} · {formatMoney(a.amount, view.currency)}
              </span>
            </span>
            <span className={a.fate === 'CANCELLED' ? 'tag warn' : 'tag'} data-testid="addon-fate">
              {t(`changeDate.fate.${a.kind === 'INSURANCE' ? 'KEPT' : a.fate}`)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
