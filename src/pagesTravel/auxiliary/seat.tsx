import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emdSeatMap } from '../../../services/emd';
import type { EmdOffers } from '../../../services/schemas/emd';
import { formatMoney } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { SeatRows, type SeatPick } from '../../pagesBook/select-seat/SeatRows';
import type { PageProps } from '../../page-props';
import { nameOf, PayBar, SegmentTitle, WithOffers } from './trip-add-ons';
import '../../pagesBook/booking.css';

type Seat = SeatPick['seat'];

/** A seat on one flight of the trip (?segmentIndex=) for each passenger without one, on the aircraft's seat map. */
export default function AddSeatPage({ query }: PageProps) {
  const segmentIndex = Number(query.segmentIndex ?? 0);
  return <WithOffers orderId={Number(query.orderId)}>{(offers) => <SeatChoice key={segmentIndex} offers={offers} segmentIndex={segmentIndex} />}</WithOffers>;
}

function SeatChoice({ offers, segmentIndex }: { offers: EmdOffers; segmentIndex: number }) {
  const { t } = useTranslation();
  const map = useLoad((signal) => emdSeatMap(offers.orderId, segmentIndex, signal));
  const open = offers.places.filter((p) => p.segmentIndex === segmentIndex && !p.closedReason && !p.seatNo && offers.passengers[p.passengerIndex]?.type !== 'INF');
  const [current, setCurrent] = useState(open[0]?.passengerIndex ?? 0);
  const [seats, setSeats] = useState<Seat[]>([]);
  const money = (n: number) => (n > 0 ? formatMoney(n, offers.currency) : t('seat.free'));
  const priceOf = (seatNo: string) => map.data?.cabins.flatMap((c) => c.rows.flatMap((r) => r.seats)).find((s) => s.seatNo === seatNo)?.price ?? 0;
  const segmentLink = (i: number, label: string) =>
    i >= 0 && i < offers.segments.length ? <Link to={`/pagesTravel/pages/auxiliary/seat?orderId=${offers.orderId}&segmentIndex=${i}`}>{label}</Link> : <span />;
  return (
    <>
      <div className="segment-nav">
        {segmentLink(segmentIndex - 1, t('seat.previous'))}
        <strong data-testid="seat-map-flight">
          <SegmentTitle offers={offers} segmentIndex={segmentIndex} />
        </strong>
        {segmentLink(segmentIndex + 1, t('seat.next'))}
      </div>
      {open.length === 0 && <p className="muted">{t('addOns.noSeatToChoose')}</p>}
      {open.length > 0 && (
        <div className="chips" role="radiogroup" aria-label={t('seat.passenger')}>
          {open.map(({ passengerIndex: i }) => (
            <button key={i} type="button" role="radio" aria-checked={current === i} className={current === i ? 'chip selected' : 'chip'} onClick={() => setCurrent(i)}>
              {nameOf(offers, i)}
            </button>
          ))}
        </div>
      )}
      {open.length > 0 && map.loading && <Loading />}
      {open.length > 0 && !map.loading && !map.data && <Failed error={map.error} onRetry={map.reload} />}
      {open.length > 0 && map.data && (
        <SeatRows
          map={map.data}
          segmentIndex={segmentIndex}
          seats={seats}
          current={current}
          nameOf={(i) => nameOf(offers, i)}
          money={money}
          canPick={() => open.some((p) => p.passengerIndex === current)}
          onPick={({ seat }) => setSeats([...seats.filter((s) => s.passengerIndex !== seat.passengerIndex), seat])}
        />
      )}
      <PayBar offers={offers} request={{ seats }} total={seats.reduce((sum, s) => sum + priceOf(s.seatNo), 0)} />
    </>
  );
}
