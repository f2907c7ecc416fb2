import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { passConfirmOrder, passSearchFlight } from '../../../services/travel-pass';
import type { TravelPass, TravelPassPackage } from '../../../services/schemas/travel-pass';
import { formatMoney } from '../../app/format';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { usePlaceName } from '../../app/place-names';
import { useLocale, useUser } from '../../app/use-session';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { Calendar } from '../../ui/Calendar';
import { Select } from '../../ui/Select';
import { paymentAddress } from '../../pagesBook/payment/payment-address';
import { defaultAreaCode } from '../../app/default-area-code';
import { hkDay, lastTravelDay } from './pass-parts';

/** Both directions of each of the package's routes, as `ORG-DST`. */
const directionsOf = (pkg: TravelPassPackage) => pkg.routes.flatMap((r) => [`${r.org}-${r.dst}`, `${r.dst}-${r.org}`]);

/** The days the pass may fly: within the package's travel dates, from today, until the pass's validity ends. */
function travelDays(pkg: TravelPassPackage, pass: TravelPass) {
  const today = hkDay(Date.now());
  return { first: today > pkg.travelFrom ? today : pkg.travelFrom, last: lastTravelDay(pkg, pass) };
}

/** Books one flight with a bound pass: a route of the package either way, a day of its travel dates (blackout days closed); then its taxes are paid on the payment page. */
export function FlightWithPass({ pkg, pass }: { pkg: TravelPassPackage; pass: TravelPass }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceName();
  const user = useUser();
  const locale = useLocale();
  const errorText = useErrorText();
  const [route, setRoute] = useState(directionsOf(pkg)[0]!);
  const [date, setDate] = useState('');
  const [days] = useState(() => travelDays(pkg, pass));
  const search = useFormSubmit(passSearchFlight);
  const book = useFormSubmit(passConfirmOrder);
  const orderId = book.result?.orderId;
  useEffect(() => {
    if (orderId) navigate(paymentAddress('index', orderId));
  }, [navigate, orderId]);
  const [org, dst] = route.split('-') as [string, string];
  const passenger = pass.passenger!;
  const contact = { name: `${passenger.lastName} ${passenger.firstName}`, areaCode: defaultAreaCode(locale, user), mobile: user?.mobile ?? '', email: user?.email ?? '' };
  return (
    <details className="travel-pass-book">
      <summary>{t('travelPass.bookFlight')}</summary>
      <Select
        label={t('travelPass.route')}
        name={`route-${pass.id}`}
        value={route}
        onChange={setRoute}
        options={directionsOf(pkg).map((d) => ({ id: d, label: d.split('-').map(place).join(' → ') }))}
      />
      <Calendar mode="single" label={t('travelPass.date')} {...days} closed={pkg.blackoutDates} currency="" selected={date || undefined} onSelect={setDate} />
      <FormError message={errorText(search.error ?? book.error)} />
      <Button isDisabled={date === ''} busy={search.submitting} onPress={() => search.submit({ productType: 'TravelPass', passId: pass.id, org, dst, date })}>
        {t('travelPass.search')}
      </Button>
      {search.result && search.result.options.length === 0 && <p className="muted">{t('travelPass.noFlights')}</p>}
      <ul className="travel-pass-list">
        {search.result?.options.map((o) => (
          <li key={o.flightKey}>
            {o.segments.map((s) => `${s.flightNo} ${s.depLocal.slice(11)}–${s.arrLocal.slice(11)}`).join(' / ')} · {formatMoney(o.brands[0]?.tax.ADT ?? 0, search.result!.currency)}{' '}
            <Button variant="primary" busy={book.submitting} onPress={() => book.submit({ processKey: search.result!.processKey, flightKey: o.flightKey, contact })}>
              {t('travelPass.bookThis')}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
