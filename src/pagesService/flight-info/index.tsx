import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { followedStatuses } from '../../../services/flight-status';
import { flightNoQuerySchema, flightRouteQuerySchema } from '../../../services/schemas/flight-status';
import { formatDate, isoDay } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { useSignedIn } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { Tabs } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { detailPath, searchListPath } from './paths';

/** Flight status: search by route or by flight number, and the flights the user follows. */
export default function FlightInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [by, setBy] = useState('route');
  const [depAirport, setDepAirport] = useState('HKG');
  const [arrAirport, setArrAirport] = useState('');
  const [flightNo, setFlightNo] = useState('');
  const [date, setDate] = useState(isoDay(new Date()));
  const [errors, setErrors] = useState<FieldErrors>({});

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    const result = by === 'route' ? validate(flightRouteQuerySchema, { depAirport, arrAirport, date }) : validate(flightNoQuerySchema, { flightNo, date });
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) navigate(searchListPath(result.data));
  };

  const dateField = <DateField label={t('flightInfo.date')} name="date" value={date} onChange={setDate} error={errors.date} />;
  return (
    <>
      <form onSubmit={search} noValidate>
        <Tabs
          label={t('flightInfo.title')}
          selected={by}
          onSelect={setBy}
          tabs={[
            {
              id: 'route',
              title: t('flightInfo.byRoute'),
              content: (
                <>
                  <TextField label={t('flightInfo.from')} name="depAirport" autoCapitalize="characters" value={depAirport} onChange={setDepAirport} error={errors.depAirport} />
                  <TextField label={t('flightInfo.to')} name="arrAirport" autoCapitalize="characters" value={arrAirport} onChange={setArrAirport} error={errors.arrAirport} />
                  {dateField}
                </>
              ),
            },
            {
              id: 'number',
              title: t('flightInfo.byNumber'),
              content: (
                <>
                  <TextField label={t('flightInfo.flightNo')} name="flightNo" autoCapitalize="characters" value={flightNo} onChange={setFlightNo} error={errors.flightNo} />
                  {dateField}
                </>
              ),
            },
          ]}
        />
        <Button type="submit" variant="primary" block>
          {t('flightInfo.search')}
        </Button>
      </form>
      {signedIn && <FollowedFlights />}
    </>
  );
}

function FollowedFlights() {
  const { t } = useTranslation();
  const followed = useLoad((signal) => followedStatuses(signal));
  return (
    <section aria-labelledby="followed-title">
      <h2 id="followed-title">{t('flightInfo.followed')}</h2>
      {followed.loading ? (
        <Loading />
      ) : !followed.data ? (
        <Failed error={followed.error} onRetry={followed.reload} />
      ) : followed.data.length === 0 ? (
        <p className="empty">{t('flightInfo.noFollowed')}</p>
      ) : (
        <ListGroup label={t('flightInfo.followed')}>
          {followed.data.map((f) => (
            <ListRow key={f.flightId} label={f.flightNo} description={formatDate(f.depDate)} value={t(`flightInfo.statuses.${f.status}`)} href={detailPath(f.flightNo, f.depDate)} />
          ))}
        </ListGroup>
      )}
    </section>
  );
}
