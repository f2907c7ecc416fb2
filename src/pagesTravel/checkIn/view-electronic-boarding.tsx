import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { boardingPass } from '../../../services/check-in';
import { codes } from '../../../services/schemas/codes';
import type { BoardingPass } from '../../../services/schemas/check-in';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { useErrorText, useLoad } from '../../app/hooks';
import { flowError, type FlowError } from '../../../machines/error-message';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { buttonClass } from '../../ui/button-class';
import { BoardingPassCard } from './BoardingPassCard';
import './check-in.css';

const positive = (n: number) => Number.isInteger(n) && n > 0;

/**
 * The electronic boarding passes of one or more check-ins (`?ids=`, opened at `?id=`): one card each,
 * swiped or stepped through. Each pass is cached by the service worker once loaded, so they open offline.
 */
export default function ViewElectronicBoardingPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const ids = (params.get('ids')?.split(',').map(Number) ?? [id]).filter(positive);
  // A check-in cancelled since the link was made has no pass: the others still show.
  const passes = useLoad<(BoardingPass | FlowError)[]>((signal) =>
    Promise.all(ids.map((n) => boardingPass(n, signal).catch((error: unknown) => (flowError(error).code === codes.checkInCancelled ? flowError(error) : Promise.reject(error))))),
  );
  if (passes.loading) return <Loading />;
  if (passes.failed) return <Failed error={passes.error} onRetry={passes.reload} />;
  const isPass = (p: BoardingPass | FlowError): p is BoardingPass => 'checkInId' in p;
  const shown = (passes.data ?? []).filter(isPass);
  const cancelled = (passes.data ?? []).find((p): p is FlowError => !isPass(p)) ?? null;
  if (shown.length === 0) {
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
        {cancelled && <p data-testid="boarding-pass-cancelled">{errorText(cancelled)}</p>}
      </EmptyState>
    );
  }
  return (
    <div className="checkin" data-testid="boarding-pass">
      <Pager label={t('checkIn.pass.passes')} start={Math.max(0, shown.findIndex((p) => p.checkInId === id))}>
        {shown.map((p) => (
          <BoardingPassCard key={p.checkInId} pass={p} />
        ))}
      </Pager>
    </div>
  );
}
