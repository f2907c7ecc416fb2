import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emdOffers, submitAddOns } from '../../../services/emd';
import type { EmdOffers, EmdSubmitRequest } from '../../../services/schemas/emd';
import { formatMoney } from '../../app/format';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { paymentAddress } from '../../pagesBook/payment/payment-address';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';

/** What the add-on pages share: the trip's offers, the names of its places, and the order that buys the choice. */

export type Place = EmdOffers['places'][number];
export const placeKey = (p: { segmentIndex: number; passengerIndex: number }) => `${p.segmentIndex}-${p.passengerIndex}`;
export const nameOf = (offers: EmdOffers, passengerIndex: number) => `${offers.passengers[passengerIndex]?.lastName} ${offers.passengers[passengerIndex]?.firstName}`;

/** Loads the trip's offers (?orderId=) and draws `children` with them. */
export function WithOffers({ orderId, children }: { orderId: number; children: (offers: EmdOffers, reload: () => void) => ReactNode }) {
  const loaded = useLoad((signal) => emdOffers(orderId, signal));
  if (loaded.loading) return <Loading />;
  if (!loaded.data) return <Failed error={loaded.error} onRetry={loaded.reload} />;
  return <>{children(loaded.data, loaded.reload)}</>;
}

/** The segment's heading: flight and route. */
export function SegmentTitle({ offers, segmentIndex }: { offers: EmdOffers; segmentIndex: number }) {
  const { t } = useTranslation();
  const s = offers.segments[segmentIndex]!;
  return <>{t('addOns.segmentOf', { flightNo: s.flightNo, org: s.depAirport, dst: s.arrAirport })}</>;
}

/** The total of the choice and the button that makes the add-on order, then opens its payment page. */
export function PayBar({ offers, request, total }: { offers: EmdOffers; request: Omit<EmdSubmitRequest, 'orderId'>; total: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const form = useFormSubmit((body: EmdSubmitRequest, signal) =>
    submitAddOns(body, signal).then((order) => {
      navigate(paymentAddress('index', order.orderId));
      return order;
    }),
  );
  const chosen = (request.luggage?.length ?? 0) + (request.meals?.length ?? 0) + (request.seats?.length ?? 0) > 0;
  return (
    <>
      <FormError message={errorText(form.error)} />
      <BottomBar label={t('addOns.total')} total={formatMoney(total, offers.currency)}>
        <Button variant="primary" isDisabled={!chosen} busy={form.submitting} onPress={() => form.submit({ orderId: offers.orderId, ...request })}>
          {t('addOns.pay')}
        </Button>
      </BottomBar>
    </>
  );
}
