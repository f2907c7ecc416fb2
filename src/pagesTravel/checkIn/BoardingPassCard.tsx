import { useTranslation } from 'react-i18next';
import type { BoardingPass } from '../../../services/schemas/check-in';
import { formatLocal, longDate, timeOfDay } from '../../app/format';
import { useCityName } from '../../app/place-names';
import { Barcode } from '../../components/Barcode';

/** One passenger's boarding pass on one flight, laid out as the airline prints it: route, times, seat, then the barcode the gate scans. */
export function BoardingPassCard({ pass }: { pass: BoardingPass }) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const time = (local: string) => (
    <time dateTime={local.replace(' ', 'T')} className="pass-time">
      {formatLocal(local, i18n.language, timeOfDay)}
    </time>
  );
  const airport = (code: string, testId: string) => (
    <div className="pass-airport" data-testid={testId}>
      <span className="pass-code">{code}</span>
      <span className="pass-city">{cityName(code) ?? ''}</span>
    </div>
  );
  const fields: [key: string, label: string, value: React.ReactNode][] = [
    ['boarding', t('checkIn.pass.boarding'), time(pass.boardingLocal)],
    ['gate-closes', t('checkIn.pass.gateCloses'), time(pass.gateClosesLocal)],
    ['departure', t('checkIn.pass.departure'), time(pass.depLocal)],
    ['terminal', t('checkIn.pass.terminal'), pass.terminal ?? t('checkIn.pass.seeScreens')],
    ['gate', t('checkIn.pass.gate'), pass.gate ?? t('checkIn.pass.seeScreens')],
    ['seat', t('checkIn.pass.seat'), pass.seatNo],
    ['cabin', t('checkIn.pass.cabin'), t(`claims.cabins.${pass.cabin}`)],
    ['sequence', t('checkIn.pass.sequence'), String(pass.sequenceNo).padStart(3, '0')],
    ['pnr', t('checkIn.pass.pnr'), pass.pnr],
  ];
  return (
    <article className="boarding-pass" data-testid="boarding-pass-card" aria-label={t('checkIn.pass.of', { name: pass.passengerName, flightNo: pass.flightNo })}>
      <header className="pass-head">
        <strong data-testid="pass-flight">{pass.flightNo}</strong>
        <time dateTime={pass.depLocal.slice(0, 10)} data-testid="pass-date">
          {formatLocal(pass.depLocal, i18n.language, longDate)}
        </time>
      </header>
      <div className="pass-route">
        {airport(pass.depAirport, 'pass-from')}
        <span className="pass-arrow" aria-hidden="true">
          ✈
        </span>
        {airport(pass.arrAirport, 'pass-to')}
      </div>
      <p className="pass-passenger">
        <span className="pass-label">{t('checkIn.pass.passenger')}</span>
        <strong data-testid="pass-passenger">{pass.passengerName}</strong>
      </p>
      <dl className="pass-fields">
        {fields.map(([key, label, value]) => (
          <div key={key} data-testid={`pass-${key}`}>
            <dt className="pass-label">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="pass-barcode">
        {/* The boarding pass's BCBP string as a PDF417 symbol (IATA Resolution 792). */}
        <Barcode symbol="pdf417" text={pass.bcbp} alt={t('checkIn.pass.barcode', { name: pass.passengerName })} data-testid="boarding-barcode" data-bcbp={pass.bcbp} />
      </div>
      <p className="pass-hint">{t('checkIn.pass.brightness')}</p>
    </article>
  );
}
