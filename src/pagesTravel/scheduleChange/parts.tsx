import { useTranslation } from 'react-i18next';
import type { ChangeAddOn } from '../../../services/schemas/date-change';
import type { ScheduleChangeVerify } from '../../../services/schemas/schedule-change';
import { addOnItem } from '../../pagesMy/order/order-parts';

/** The passengers' add-ons on the changed flight and what happens to each. */
export function AddOnFates({ addOns, passengers }: { addOns: ChangeAddOn[]; passengers: ScheduleChangeVerify['changeBeforePassengerList'] }) {
  const { t } = useTranslation();
  if (addOns.length === 0) return <p className="muted">{t('scheduleChange.noAddOns')}</p>;
  return (
    <ul className="order-addon-list">
      {addOns.map((a, i) => {
        const passenger = passengers.find((p) => p.psgId === a.passengerIndex);
        return (
          <li key={i} data-testid="schedule-change-addon">
            <span>
              <strong>{t(`orders.addOn.kind.${a.kind}`)}</strong> {addOnItem(t, a)}
              {passenger && <span className="muted order-trip-line">{`${passenger.lastName} ${passenger.firstName}`}</span>}
            </span>
            <span className={a.fate === 'CANCELLED' ? 'tag warn' : 'tag'}>{t(`scheduleChange.fate.${a.fate}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}
