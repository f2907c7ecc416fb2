import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { checkingIn } from '../../../machines/check-in.machine';
import { Dialog } from '../../components/Dialog';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useCheckIn } from './check-in-actor';
import { SegmentLine } from './check-in-parts';
import './check-in.css';
import { StepFailure } from '../../components/flow-steps';

/** Details: the flight and each passenger's seat, then check in; once checked in, the boarding passes and cancelling a check-in. */
export default function CheckInDetailsPage() {
  const { t } = useTranslation();
  const flow = useCheckIn();
  const { state, send } = flow;
  const { segment, seats, results } = state.context;
  const checkedIn = state.matches('checkedIn');
  return (
    <div className="checkin">
      {segment && <SegmentLine segment={segment} />}
      {checkedIn ? (
        <Card title={t('checkIn.doneTitle')}>
          {results.map((r) => (
            <div key={r.checkInId} className="checkin-row" data-testid="checkin-result">
              <span>
                {r.lastName} {r.firstName} · {t('checkIn.seatNo', { seatNo: r.seatNo })} · {t('checkIn.sequence', { n: r.sequenceNo })}
              </span>
              <Link to={`/pagesTravel/pages/checkIn/view-electronic-boarding?id=${r.checkInId}`}>{t('checkIn.boardingPass')}</Link>
              <Button isDisabled={!state.can({ type: 'cancel', checkInId: r.checkInId })} onPress={() => send({ type: 'cancel', checkInId: r.checkInId })}>
                {t('checkIn.cancel')}
              </Button>
            </div>
          ))}
        </Card>
      ) : (
        <Card title={t('checkIn.detailsTitle')}>
          {checkingIn(state.context).map((p) => (
            <p key={p.psgId} className="checkin-row" data-testid="checkin-detail">
              {p.lastName} {p.firstName} · {seats.find((s) => s.psgId === p.psgId)?.seatNo ?? t('checkIn.onLap')}
            </p>
          ))}
        </Card>
      )}
      <StepFailure flow={flow} />
      {(state.matches({ checkedIn: 'cancelConfirm' }) || state.matches({ checkedIn: 'cancelling' })) && (
        <Dialog
          title={t('checkIn.cancelTitle')}
          actions={
            <>
              <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
                {t('checkIn.keep')}
              </Button>
              <Button variant="primary" busy={state.hasTag('busy')} onPress={() => send({ type: 'cancel.confirm' })}>
                {t('checkIn.cancelConfirm')}
              </Button>
            </>
          }
        >
          {t('checkIn.cancelBody')}
        </Dialog>
      )}
      {!checkedIn && (
        <BottomBar label={t('checkIn.title')} total="">
          <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
            {t('common.back')}
          </Button>
          <Button variant="primary" busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'confirm' })} onPress={() => send({ type: 'confirm' })}>
            {t('checkIn.confirm')}
          </Button>
        </BottomBar>
      )}
    </div>
  );
}
