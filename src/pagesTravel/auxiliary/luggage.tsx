import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmdOffers } from '../../../services/schemas/emd';
import { formatMoney } from '../../app/format';
import type { PageProps } from '../../page-props';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { nameOf, PayBar, placeKey, SegmentTitle, WithOffers } from './trip-add-ons';

/** Prepaid baggage per flight and passenger, within 60 kg with the free allowance, until 4 hours before departure. */
export default function AddLuggagePage({ query }: PageProps) {
  return <WithOffers orderId={Number(query.orderId)}>{(offers) => <LuggageChoice offers={offers} />}</WithOffers>;
}

function LuggageChoice({ offers }: { offers: EmdOffers }) {
  const { t } = useTranslation();
  const [kgOf, setKgOf] = useState<Record<string, number>>({});
  const luggage = offers.places.filter((p) => kgOf[placeKey(p)]).map((p) => ({ segmentIndex: p.segmentIndex, passengerIndex: p.passengerIndex, kg: kgOf[placeKey(p)]! }));
  const priceOf = (l: (typeof luggage)[number]) => offers.places.find((p) => placeKey(p) === placeKey(l))!.luggageOptions.find((o) => o.kg === l.kg)?.price ?? 0;
  return (
    <>
      {offers.segments.map((_, segmentIndex) => (
        <Card key={segmentIndex} title={<SegmentTitle offers={offers} segmentIndex={segmentIndex} />}>
          {offers.places
            .filter((p) => p.segmentIndex === segmentIndex)
            .map((p) =>
              p.luggageOptions.length === 0 ? (
                <p key={p.passengerIndex} className="muted">
                  {t('common.labelled', { label: nameOf(offers, p.passengerIndex), value: p.closedReason ? t(`addOns.closed.${p.closedReason}`) : t('addOns.noLuggageLeft') })}
                </p>
              ) : (
                <Select
                  key={p.passengerIndex}
                  name={`luggage-${placeKey(p)}`}
                  label={`${nameOf(offers, p.passengerIndex)} · ${t('addOns.baggage', { free: p.freeKg, prepaid: p.prepaidKg })}`}
                  options={[
                    { id: '0', label: t('addOns.none') },
                    ...p.luggageOptions.map((o) => ({ id: String(o.kg), label: t('addOns.kgOption', { kg: o.kg, price: formatMoney(o.price, offers.currency) }) })),
                  ]}
                  value={String(kgOf[placeKey(p)] ?? 0)}
                  onChange={(kg) => setKgOf({ ...kgOf, [placeKey(p)]: Number(kg) })}
                />
              ),
            )}
        </Card>
      ))}
      <PayBar offers={offers} request={{ luggage }} total={luggage.reduce((sum, l) => sum + priceOf(l), 0)} />
    </>
  );
}
