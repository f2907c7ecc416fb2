import type { CheckInSegment } from '../../../services/schemas/check-in';
import { DepartureTime } from '../../components/DepartureTime';

/** The flight of the segment checked in for: number, route and local departure. */
export function SegmentLine({ segment }: { segment: CheckInSegment }) {
  return (
    <p className="checkin-segment" data-testid="checkin-segment">
      <strong>{segment.flightNo}</strong> {segment.depAirport} → {segment.arrAirport} · <DepartureTime segment={segment} />
    </p>
  );
}
