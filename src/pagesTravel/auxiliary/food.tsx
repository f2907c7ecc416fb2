import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmdOffers } from '../../../services/schemas/emd';
import { formatMoney } from '../../app/format';
import type { PageProps } from '../../page-props';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { nameOf, PayBar, placeKey, SegmentTitle, WithOffers } from './trip-add-ons';

const NONE = 'none';

/** A meal per flight and passenger who has none yet. */
export default function AddFoodPage({ query }: PageProps) {
  return <WithOffers orderId={Number(query.orderId)}>{(offers) => <MealChoice offers={offers} />}</WithOffers>;
}

function MealChoice({ offers }: { offers: EmdOffers }) {
  const { t } = useTranslation();
  const [codeOf, setCodeOf] = useState<Record<string, string>>({});
  const meals = offers.places.filter((p) => codeOf[placeKey(p)]).map((p) => ({ segmentIndex: p.segmentIndex, passengerIndex: p.passengerIndex, code: codeOf[placeKey(p)]! }));
  const priceOf = (m: (typeof meals)[number]) => offers.meals[m.segmentIndex]?.options.find((o) => o.code === m.code)?.price ?? 0;
  return (
    <>
      {offers.segments.map((_, segmentIndex) => (
        <Card key={segmentIndex} title={<SegmentTitle offers={offers} segmentIndex={segmentIndex} />}>
          {offers.places
            .filter((p) => p.segmentIndex === segmentIndex)
            .map((p) =>
              p.closedReason || p.meal ? (
                <p key={p.passengerIndex} className="muted">
                  {t('common.labelled', { label: nameOf(offers, p.passengerIndex), value: p.closedReason ? t(`addOns.closed.${p.closedReason}`) : t('addOns.meal', { meal: t(`meals.${p.meal}`) }) })}
                </p>
              ) : (
                <Select
                  key={p.passengerIndex}
                  name={`meal-${placeKey(p)}`}
                  label={nameOf(offers, p.passengerIndex)}
                  options={[
                    { id: NONE, label: t('addOns.none') },
                    ...(offers.meals[segmentIndex]?.options ?? []).map((o) => ({ id: o.code, label: t('addOns.mealOption', { name: o.name, price: formatMoney(o.price, offers.currency) }) })),
                  ]}
                  value={codeOf[placeKey(p)] ?? NONE}
                  onChange={(code) => setCodeOf({ ...codeOf, [placeKey(p)]: code === NONE ? '' : code })}
                />
              ),
            )}
        </Card>
      ))}
      <PayBar offers={offers} request={{ meals }} total={meals.reduce((sum, m) => sum + priceOf(m), 0)} />
    </>
  );
}
