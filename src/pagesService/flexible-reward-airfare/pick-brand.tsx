import { useTranslation } from 'react-i18next';
import { formatMoney, formatPoints } from '../../app/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { AwardFailure, FlightLines } from './parts';
import { usePointsBooking } from './points-booking-actor';

/** The award brands of the flight chosen: classic economy or business, flexible economy; the points of each passenger type. */
export default function AwardBrandPage() {
  const { t } = useTranslation();
  const flow = usePointsBooking();
  const { state, send } = flow;
  const { legOptions, legIndex, selectedFlightKey, currency } = state.context;
  const option = legOptions[legIndex]?.find((o) => o.flightKey === selectedFlightKey);
  if (!option) return null;
  return (
    <div className="page">
      <FlightLines option={option} />
      <AwardFailure flow={flow} />
      {option.brands.map((b) => {
        const cabin = b.cabinInfoList[0];
        return (
          <Card key={b.brand} title={t(`award.brands.${b.brand}`)}>
            <p>{t('award.perAdult', { points: formatPoints(cabin?.consumMile ?? 0), taxes: formatMoney(b.totalAmount, currency) })}</p>
            <p>{t('award.perChild', { points: formatPoints(cabin?.chdConsumMile ?? 0), taxes: formatMoney(b.totalAmountChd, currency) })}</p>
            <p>{t('award.perInfant', { points: formatPoints(cabin?.infConsumMile ?? 0), taxes: formatMoney(b.totalAmountInf, currency) })}</p>
            <p className="muted">{t('award.baggage', { kg: b.baggageKg })}</p>
            <Button
              variant="primary"
              busy={state.hasTag('busy') && state.context.brandChoice === b.brand}
              isDisabled={!state.can({ type: 'brand.confirm', brand: b.brand as never })}
              onPress={() => send({ type: 'brand.confirm', brand: b.brand as never })}
            >
              {t('award.chooseBrand')}
            </Button>
          </Card>
        );
      })}
    </div>
  );
}
