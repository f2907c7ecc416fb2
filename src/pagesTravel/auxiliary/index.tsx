import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cancelAddOnOrder } from '../../../services/emd';
import type { EmdOffers } from '../../../services/schemas/emd';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { FormError } from '../../components/FormError';
import { paymentAddress } from '../../pagesBook/payment/payment-address';
import type { PageProps } from '../../page-props';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { Card } from '../../ui/Card';
import { InsuranceCard } from './InsuranceCard';
import { nameOf, SegmentTitle, WithOffers } from './trip-add-ons';

/** What each passenger has and may still add on each flight of a trip, and the way to add baggage, a meal or a seat. */
export default function AddOnsIndexPage({ query }: PageProps) {
  const orderId = Number(query.orderId);
  return <WithOffers orderId={orderId}>{(offers, reload) => <AddOnsOverview offers={offers} reload={reload} />}</WithOffers>;
}

function AddOnsOverview({ offers, reload }: { offers: EmdOffers; reload: () => void }) {
  const { t } = useTranslation();
  const to = (page: string) => `/pagesTravel/pages/auxiliary/${page}?orderId=${offers.orderId}`;
  return (
    <>
      {offers.pendingOrderId !== null && <PendingOrder orderId={offers.pendingOrderId} onCancelled={reload} />}
      {offers.segments.map((_, segmentIndex) => (
        <Card key={segmentIndex} title={<SegmentTitle offers={offers} segmentIndex={segmentIndex} />}>
          <ul className="list" data-testid="add-on-places">
            {offers.places
              .filter((p) => p.segmentIndex === segmentIndex)
              .map((p) => (
                <li key={p.passengerIndex}>
                  <strong>{nameOf(offers, p.passengerIndex)}</strong>
                  {p.closedReason ? (
                    <p className="muted">{t(`addOns.closed.${p.closedReason}`)}</p>
                  ) : (
                    <p className="muted">
                      {t('addOns.baggage', { free: p.freeKg, prepaid: p.prepaidKg })}
                      <br />
                      {t('addOns.meal', { meal: p.meal ? t(`meals.${p.meal}`) : t('addOns.none') })}
                      <br />
                      {t('addOns.seat', { seat: p.seatNo ?? t('addOns.none') })}
                    </p>
                  )}
                </li>
              ))}
          </ul>
        </Card>
      ))}
      {offers.pendingOrderId === null && (
        <div className="stack">
          <Link className={buttonClass('primary', true)} to={to('luggage')}>
            {t('addOns.addLuggage')}
          </Link>
          <Link className={buttonClass('secondary', true)} to={to('food')}>
            {t('addOns.addMeal')}
          </Link>
          <Link className={buttonClass('secondary', true)} to={to('seat')}>
            {t('addOns.addSeat')}
          </Link>
        </div>
      )}
      {offers.pendingOrderId === null && offers.insurance.saleInsureFlag && <InsuranceCard offers={offers} />}
    </>
  );
}

/** The trip's unpaid add-on order: paid or cancelled before another. */
function PendingOrder({ orderId, onCancelled }: { orderId: number; onCancelled: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const cancel = useFormSubmit((id: number, signal) => cancelAddOnOrder(id, signal).then(onCancelled));
  return (
    <Card title={t('addOns.pendingTitle')}>
      <p>{t('addOns.pendingOrder')}</p>
      <FormError message={errorText(cancel.error)} />
      <Link className={buttonClass('primary', true)} to={paymentAddress('index', orderId)}>
        {t('addOns.payPending')}
      </Link>
      <Button block busy={cancel.submitting} onPress={() => cancel.submit(orderId)}>
        {t('addOns.cancelPending')}
      </Button>
    </Card>
  );
}
