import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInSegment } from '../../../services/schemas/check-in';
import { DepartureTime } from '../../components/DepartureTime';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../ui/Button';

/** The flight of the segment checked in for: number, route and local departure. */
export function SegmentLine({ segment }: { segment: CheckInSegment }) {
  return (
    <p className="checkin-segment" data-testid="checkin-segment">
      <strong>{segment.flightNo}</strong> {segment.depAirport} → {segment.arrAirport} · <DepartureTime segment={segment} />
    </p>
  );
}

/** The boarding passes page's address: the passes of `ids` (one per passenger and flight), opened at `id`. */
export const boardingPassPath = (id: number, ids: number[] = [id]) => `/pagesTravel/pages/checkIn/view-electronic-boarding?id=${id}&ids=${ids.join(',')}`;

/** Asks before a check-in is cancelled; keeping it is the safe, first choice. */
export function CancelCheckInDialog({ busy, onKeep, onCancel, children }: { busy: boolean; onKeep: () => void; onCancel: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('checkIn.cancelTitle')}
      actions={
        <>
          <Button variant="primary" onPress={onKeep} isDisabled={busy}>
            {t('checkIn.keep')}
          </Button>
          <Button busy={busy} onPress={onCancel}>
            {t('checkIn.cancelConfirm')}
          </Button>
        </>
      }
    >
      {t('checkIn.cancelBody')}
      {children}
    </Dialog>
  );
}
