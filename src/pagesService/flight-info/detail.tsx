import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { followFlight, isFollowed, queryFlightsByNo, unfollowFlight } from '../../../services/flight-status';
import type { FlightInfo } from '../../../services/schemas/flight-status';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { LOGIN_PATH } from '../../app/navigation';
import { saveReturnTo } from '../../app/return-to';
import { useSignedIn } from '../../app/use-session';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import type { PageProps } from '../../page-props';
import './flight-info.css';
import { formatDate, formatDateTime } from '../../app/format';

/** One flight's status, times and places (flightNo, date), and following it. */
export default function FlightDetailPage({ query }: PageProps) {
  const { t, i18n } = useTranslation();
  const flights = useLoad<FlightInfo[]>((signal) => queryFlightsByNo({ flightNo: query.flightNo ?? '', date: query.date ?? '' }, signal));
  if (flights.loading) return <Loading />;
  if (!flights.data) return <Failed error={flights.error} onRetry={flights.reload} />;
  const flight = flights.data[0];
  if (!flight) return <p className="empty">{t('flightInfo.noFlights')}</p>;
  const dash = (value: string | null) => (value ? formatDateTime(value) : '-');
  return (
    <Card title={`${flight.flightNo} ${flight.depAirport} - ${flight.arrAirport}`} action={<span data-testid="flight-status">{t(`flightInfo.statuses.${flight.status}`)}</span>}>
      <dl className="flight-facts">
        <dt>{t('flightInfo.date')}</dt>
        <dd>{formatDate(flight.depDate)}</dd>
        <dt>{`${t('flightInfo.departure')} (${t('flightInfo.scheduled')})`}</dt>
        <dd>{formatDateTime(flight.schedDepLocal)}</dd>
        <dt>{`${t('flightInfo.departure')} (${t('flightInfo.estimated')})`}</dt>
        <dd data-testid="est-dep">{dash(flight.estDepLocal)}</dd>
        <dt>{`${t('flightInfo.departure')} (${t('flightInfo.actual')})`}</dt>
        <dd>{dash(flight.actDepLocal)}</dd>
        <dt>{`${t('flightInfo.arrival')} (${t('flightInfo.scheduled')})`}</dt>
        <dd>{formatDateTime(flight.schedArrLocal)}</dd>
        <dt>{`${t('flightInfo.arrival')} (${t('flightInfo.estimated')})`}</dt>
        <dd>{dash(flight.estArrLocal)}</dd>
        <dt>{`${t('flightInfo.arrival')} (${t('flightInfo.actual')})`}</dt>
        <dd>{dash(flight.actArrLocal)}</dd>
        <dt>{t('flightInfo.terminal')}</dt>
        <dd>{`${flight.depTerminal} / ${flight.arrTerminal}`}</dd>
        <dt>{t('flightInfo.gate')}</dt>
        <dd data-testid="gate">{flight.gate}</dd>
        <dt>{t('flightInfo.carousel')}</dt>
        <dd>{flight.carousel}</dd>
        <dt>{t('flightInfo.aircraft')}</dt>
        <dd>{i18n.language.startsWith('en') ? flight.aircraftName : flight.aircraft}</dd>
      </dl>
      <Follow flightId={flight.flightId} />
    </Card>
  );
}

function Follow({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Back to this flight once logged in.
  const comeBack = () => saveReturnTo({ route: location.pathname, options: Object.fromEntries(new URLSearchParams(location.search)), url: location.pathname + location.search });
  if (!useSignedIn())
    return (
      <Link to={LOGIN_PATH} onClick={comeBack}>
        {t('flightInfo.loginToFollow')}
      </Link>
    );
  return <FollowState flightId={flightId} />;
}

function FollowState({ flightId }: { flightId: number }) {
  const check = useLoad((signal) => isFollowed(flightId, signal));
  if (check.loading) return <Loading />;
  if (!check.data) return <Failed error={check.error} onRetry={check.reload} />;
  // A new toggle for each state: its form statechart ends once it has succeeded.
  return <FollowToggle key={String(check.data.followed)} flightId={flightId} followed={check.data.followed} onChanged={check.reload} />;
}

function FollowToggle({ flightId, followed, onChanged }: { flightId: number; followed: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toggle = useFormSubmit((_: null, signal) => (followed ? unfollowFlight : followFlight)(flightId, signal));
  useEffect(() => {
    if (toggle.succeeded) onChanged();
  }, [toggle.succeeded, onChanged]);
  return (
    <>
      {followed && <p role="status">{t('flightInfo.following')}</p>}
      <FormError message={errorText(toggle.error)} />
      <Button variant={followed ? 'secondary' : 'primary'} block busy={toggle.submitting} onPress={() => toggle.submit(null)}>
        {followed ? t('flightInfo.unfollow') : t('flightInfo.follow')}
      </Button>
    </>
  );
}
