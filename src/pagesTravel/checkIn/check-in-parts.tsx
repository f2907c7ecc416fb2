import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInSegment } from '../../../services/schemas/check-in';
import { Failed } from '../../components/Failed';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import type { CheckInFlow } from './check-in-actor';

/** A step's failed call on its page: the message and a Retry. */
export function CheckInFailure({ flow }: { flow: CheckInFlow }) {
  if (!flow.state.hasTag('failed')) return null;
  return <Failed error={flow.state.context.error} onRetry={() => flow.send({ type: 'retry' })} canRetry={flow.state.can({ type: 'retry' })} />;
}

/** A step's Back and Continue, each enabled when the check-in can take it. */
export function CheckInStepBar({ flow, nextLabel }: { flow: CheckInFlow; nextLabel?: string }) {
  const { t } = useTranslation();
  const { state, send } = flow;
  return (
    <BottomBar label={t('checkIn.title')} total="">
      <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
        {t('common.back')}
      </Button>
      <Button variant="primary" busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'next' })} onPress={() => send({ type: 'next' })}>
        {nextLabel ?? t('book.continue')}
      </Button>
    </BottomBar>
  );
}

/** The flight of the segment checked in for: number, route and local departure. */
export function SegmentLine({ segment }: { segment: CheckInSegment }) {
  return (
    <p className="checkin-segment" data-testid="checkin-segment">
      <strong>{segment.flightNo}</strong> {segment.depAirport} → {segment.arrAirport} · {segment.depLocal}
    </p>
  );
}

const split = (ms: number) => ({ hours: Math.floor(ms / 3_600_000), minutes: Math.floor((ms % 3_600_000) / 60_000) });

/** When check-in opens or closes, counted down from the segment's window (the server's instants), once a minute. */
export function WindowCountdown({ segment }: { segment: CheckInSegment }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // Which side of the window the server's clock is on decides the text; the time left is counted on this phone's clock.
  const left = (at: string) => split(Math.max(0, Date.parse(at) - now));
  const text = segment.window === 'BEFORE' ? t('checkIn.opensIn', left(segment.opensAt)) : segment.window === 'OPEN' ? t('checkIn.closesIn', left(segment.closesAt)) : t('checkIn.closed');
  return (
    <span className="tag" data-testid="checkin-window">
      {text}
    </span>
  );
}
