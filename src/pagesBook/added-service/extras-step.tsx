import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingEvent, Extras } from '../../../machines/booking.machine';
import type { BookingPassenger } from '../../../services/schemas/offer';
import { formatMoney } from '../../app/format';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { runningTotal } from '../running-total';
import { TotalBar } from '../TotalBar';

/**
 * What the pages of the extras step share: the offers, the choices kept in the booking's context
 * (each change is sent to it at once, so back, forward and a reload keep them), the running total.
 */
export function useExtrasStep(opens?: BookingEvent) {
  const view = useBookingFlow(
    (s) => ({
      offers: s.context.auxiliaryOffers,
      passengers: s.context.passengers,
      segments: s.context.legs.flatMap((l) => l.option.segments),
      currency: s.context.search?.currency ?? 'HKD',
      extras: s.context.extras,
      price: runningTotal(s.context),
      busy: s.hasTag('busy'),
    }),
    opens ? { opens } : {},
  );
  return {
    ...view,
    money: (n: number) => formatMoney(n, view.currency),
    change: (extras: Extras) => bookingActor.send({ type: 'extras.change', extras }),
  };
}

export const passengerName = (p: BookingPassenger | undefined) => `${p?.lastName ?? ''} ${p?.firstName ?? ''}`;

/** One passenger's choice on one segment replaces their earlier one; nothing chosen removes it. */
export const choose = <T extends { segmentIndex: number; passengerIndex: number }>(items: T[], item: T, chosen: boolean) => [
  ...items.filter((i) => !(i.segmentIndex === item.segmentIndex && i.passengerIndex === item.passengerIndex)),
  ...(chosen ? [item] : []),
];

/** A page of one kind of extra: its choices, then the bar whose Done goes back to the overview. */
export function ExtrasPage({ price, children }: { price: ReturnType<typeof runningTotal>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      <TotalBar price={price}>
        <button type="button" className="primary" onClick={() => bookingActor.send({ type: 'back' })}>
          {t('extras.done')}
        </button>
      </TotalBar>
    </>
  );
}
