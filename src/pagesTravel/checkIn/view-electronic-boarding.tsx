import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { boardingPass } from '../../../services/check-in';
import { codes } from '../../../services/schemas/codes';
import type { BoardingPass } from '../../../services/schemas/check-in';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { useErrorText, useLoad } from '../../app/hooks';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { buttonClass } from '../../ui/button-class';
import './check-in.css';

const BoardingBarcode = lazy(() => import('../../components/BoardingBarcode'));

/** The electronic boarding pass of one check-in (`?id=`): the barcode and what the gate reads. Cached by the service worker once loaded, so it opens offline. */
export default function ViewElectronicBoardingPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const pass = useLoad<BoardingPass | null>((signal) => (Number.isInteger(id) && id > 0 ? boardingPass(id, signal) : Promise.resolve(null)));
  if (pass.loading) return <Loading />;
  if (pass.failed && pass.error?.code === codes.checkInCancelled) {
    // Trying again cannot help: the way on is the trips, where check-in can start again.
    return (
      <EmptyState
        title={t('checkIn.noBoardingPass')}
        action={
          <Link className={buttonClass('primary')} to="/pages/travel/index">
            {t('checkIn.toTrips')}
          </Link>
        }
      >
        <p data-testid="boarding-pass-cancelled">{errorText(pass.error)}</p>
      </EmptyState>
    );
  }
  if (pass.failed) return <Failed error={pass.error} onRetry={pass.reload} />;
  const p = pass.data;
  if (!p) return <EmptyState title={t('checkIn.noBoardingPass')} />;
  const rows: [string, string][] = [
    [t('checkIn.pass.passenger'), p.passengerName],
    [t('checkIn.pass.flight'), `${p.flightNo} ${p.depAirport} → ${p.arrAirport}`],
    [t('checkIn.pass.departure'), p.depLocal],
    [t('checkIn.pass.boarding'), p.boardingLocal],
    [t('checkIn.pass.gateCloses'), p.gateClosesLocal],
    [t('checkIn.pass.gate'), [p.terminal, p.gate].filter(Boolean).join(' · ') || '-'],
    [t('checkIn.pass.seat'), p.seatNo],
    [t('checkIn.pass.sequence'), String(p.sequenceNo)],
    [t('checkIn.pass.pnr'), p.pnr],
  ];
  return (
    <div className="checkin">
      <Card title={t('checkIn.boardingPass')}>
        <div className="boarding-pass" data-testid="boarding-pass">
          <Suspense fallback={<Loading />}>
            <BoardingBarcode bcbp={p.bcbp} label={t('checkIn.pass.barcode', { name: p.passengerName })} />
          </Suspense>
          <dl>
            {rows.flatMap(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}
          </dl>
        </div>
      </Card>
    </div>
  );
}
