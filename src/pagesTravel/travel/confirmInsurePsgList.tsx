import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { tripDetail } from '../../../services/trip';
import type { TripDetail } from '../../../services/schemas/trip';
import { useLoad } from '../../app/hooks';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';

/** Who to insure on a trip: its passengers, all chosen at first; the add-ons' insurance step takes the choice on. */
export default function ConfirmInsurePassengersPage({ query }: PageProps) {
  const trip = useLoad((signal) => tripDetail(Number(query.orderId), signal));
  if (trip.loading) return <Loading />;
  if (!trip.data) return <Failed error={trip.error} onRetry={trip.reload} />;
  return <Choose trip={trip.data} />;
}

function Choose({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(() => trip.passengers.map((p) => p.psgId));
  const [error, setError] = useState<string | null>(null);
  const insured = trip.addOns.some((a) => a.kind === 'INSURANCE' && a.status !== 'CANCELLED' && a.status !== 'REFUNDED');
  const go = () => {
    if (chosen.length === 0) return setError(t('validation.selectPassenger'));
    navigate(`/pagesTravel/pages/auxiliary/index?orderId=${trip.orderId}&kind=insurance&psgIds=${chosen.join(',')}`);
  };
  return (
    <>
      <p>{t(insured ? 'trip.insured' : 'trip.insureHint')}</p>
      <fieldset className="list">
        <legend>{t('trip.insurePassengers')}</legend>
        {trip.passengers.map((p) => (
          <Checkbox
            key={p.psgId}
            isSelected={chosen.includes(p.psgId)}
            onChange={(on) => {
              setError(null);
              setChosen(on ? [...chosen, p.psgId] : chosen.filter((id) => id !== p.psgId));
            }}
          >
            {p.lastName} {p.firstName} <span className="muted">{t(`book.type.${p.type}`)}</span>
          </Checkbox>
        ))}
      </fieldset>
      <FormError message={error} />
      <Button variant="primary" block isDisabled={insured} onPress={go}>
        {t('trip.continue')}
      </Button>
    </>
  );
}
