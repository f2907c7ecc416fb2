import { useTranslation } from 'react-i18next';
import { newSegments } from '../../../machines/date-change.machine';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { useChange } from '../change-parts';
import { formatDateTime } from '../../app/format';

/** The new flights, one to seat at a time. */
export default function ChangeSeatTravelPage() {
  const { t } = useTranslation();
  const { state, send } = useChange();
  return (
    <ListGroup label={t('changeDate.whichFlight')}>
      {newSegments(state.context).map((s, i) => (
        <ListRow
          key={i}
          label={`${s.flightNo} ${s.depAirport} → ${s.arrAirport}`}
          description={formatDateTime(s.depLocal)}
          value={t('changeDate.count', { count: state.context.seats.filter((x) => x.segmentIndex === i).length })}
          onPress={() => send({ type: 'seat.segment', segmentIndex: i })}
        />
      ))}
    </ListGroup>
  );
}
