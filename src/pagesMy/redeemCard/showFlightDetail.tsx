import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cardConfirmOrder, cardDetail, cardSearchFlight } from '../../../services/redeem-card';
import { redeemCardBrands } from '../../../services/schemas/redeem-card';
import { formatDateTime, formatMoney } from '../../app/format';
import { useFormSubmit, useLoad } from '../../app/hooks';
import { brandName } from '../../app/local-name';
import { useLocale, useUser } from '../../app/use-session';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { useCardErrorText } from './card-parts';
import { searchOf } from './card-search';
import './redeem-card.css';
import { paymentAddress } from '../../pagesBook/payment/payment-address';
import { defaultAreaCode } from '../../app/default-area-code';

/** The flight chosen with its REDEEM CARD brand and taxes; booked for the card's passenger, one use, then the taxes are paid. */
export default function RedeemCardFlightPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const locale = useLocale();
  const errorText = useCardErrorText();
  const flight = useLoad(async (signal) => {
    const card = await cardDetail(Number(query.cardId), signal);
    const found = await cardSearchFlight(searchOf(card, query, query.date ?? ''), signal);
    return { card, found, option: found.options.find((o) => o.flightKey === query.flightKey) ?? null };
  });
  const [contact, setContact] = useState<{ name: string; email: string } | null>(null);
  const book = useFormSubmit(cardConfirmOrder);
  const orderId = book.result?.orderId;
  useEffect(() => {
    if (orderId) navigate(paymentAddress('index', orderId));
  }, [navigate, orderId]);
  if (flight.loading) return <Loading />;
  if (!flight.data) return <Failed error={flight.error} onRetry={flight.reload} />;
  const { card, found, option } = flight.data;
  if (!option) return <Failed error={{ code: 'A0404', msg: t('redeemCard.flightGone') }} onRetry={flight.reload} />;
  const brand = option.brands.find((b) => b.brand === redeemCardBrands[card.cabin]) ?? option.brands[0]!;
  const passenger = card.passenger!;
  const typed = contact ?? { name: `${passenger.lastName} ${passenger.firstName}`, email: user?.email ?? '' };
  return (
    <>
      <Card title={t('redeemCard.flightTitle')}>
        {option.segments.map((s) => (
          <p key={s.flightId}>{`${s.flightNo} ${s.depAirport} ${formatDateTime(s.depLocal)} – ${s.arrAirport} ${s.arrLocal.slice(11)}`}</p>
        ))}
        <dl className="redeem-card-facts">
          <div>
            <dt>{t('redeemCard.brand')}</dt>
            <dd data-testid="redeem-card-brand">{brandName(brand.brand)}</dd>
          </div>
          <div>
            <dt>{t('redeemCard.fare')}</dt>
            <dd>{formatMoney(brand.fare.ADT, found.currency)}</dd>
          </div>
          <div>
            <dt>{t('redeemCard.taxes')}</dt>
            <dd data-testid="redeem-card-taxes">{formatMoney(brand.tax.ADT, found.currency)}</dd>
          </div>
          <div>
            <dt>{t('redeemCard.passenger')}</dt>
            <dd>{`${passenger.lastName} ${passenger.firstName}`}</dd>
          </div>
        </dl>
      </Card>
      <Card title={t('redeemCard.contact')}>
        <TextField label={t('redeemCard.contactName')} name="contactName" value={typed.name} onChange={(name) => setContact({ ...typed, name })} />
        <TextField label={t('redeemCard.contactEmail')} name="contactEmail" inputMode="email" value={typed.email} onChange={(email) => setContact({ ...typed, email })} />
        <p className="muted">{t('redeemCard.oneUse')}</p>
        <FormError message={errorText(book.error)} />
        <Button
          variant="primary"
          block
          busy={book.submitting}
          onPress={() =>
            book.submit({ processKey: found.processKey, flightKey: option.flightKey, contact: { name: typed.name, areaCode: defaultAreaCode(locale, user), mobile: user?.mobile ?? '', email: typed.email } })
          }
        >
          {t('redeemCard.bookAndPay')}
        </Button>
      </Card>
    </>
  );
}
