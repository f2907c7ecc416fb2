import { useTranslation } from 'react-i18next';
import type { SeatMapResponse } from '../../../services/schemas/offer';
import { formatList } from '../../app/format';

type Seat = { segmentIndex: number; passengerIndex: number; seatNo: string };
export type SeatPick = { type: 'seat.pick'; seat: Seat };
interface SeatRowsProps {
  map: Omit<SeatMapResponse, 'processKey'>;
  segmentIndex: number;
  /** The seats chosen so far, of every segment. */
  seats: Seat[];
  /** The passenger choosing now. */
  current: number;
  nameOf: (passengerIndex: number) => string;
  money: (n: number) => string;
  canPick: (pick: SeatPick) => boolean;
  onPick: (pick: SeatPick) => void;
}

/**
 * A segment's seat map, row by row: each seat a button whose name says row, letter, kind, price and
 * state (the traveller's own, a companion's, taken or free).
 */
export function SeatRows({ map, segmentIndex, seats, current, nameOf, money, canPick, onPick }: SeatRowsProps) {
  const { t } = useTranslation();
  const ownSeat = (seatNo: string) => seats.find((s) => s.segmentIndex === segmentIndex && s.seatNo === seatNo);
  return (
    <>
      {map.cabins.map((cabin) => (
        <div key={cabin.cabin} className="seat-rows">
          {cabin.rows.map((row) => (
            <div key={row.row} className={row.exit ? 'seat-row exit' : 'seat-row'} role="group" aria-label={row.exit ? formatList([t('seat.row', { row: row.row }), t('seat.exitRow')]) : t('seat.row', { row: row.row })}>
              <span className="row-no" aria-hidden="true">
                {row.row}
              </span>
              {cabin.columns.map((column, c) => {
                if (column === '') return <span key={`aisle${c}`} className="aisle" />;
                const seat = row.seats.find((s) => s.column === column);
                if (!seat) return <span key={column} className="seat none" />;
                const mine = ownSeat(seat.seatNo);
                const state = mine ? (mine.passengerIndex === current ? 'selected' : 'companion') : seat.state === 'available' ? seat.kind : 'occupied';
                const pick = { type: 'seat.pick', seat: { segmentIndex, passengerIndex: current, seatNo: seat.seatNo } } as const;
                const kind = formatList([t(`seat.kind.${seat.kind}`), ...(row.exit ? [t('seat.exitRow')] : [])]);
                const stateName = mine ? t(`seat.state.${state}`, { name: nameOf(mine.passengerIndex) }) : t(`seat.state.${seat.state}`);
                return (
                  <button
                    key={seat.seatNo}
                    type="button"
                    className={`seat ${state}`}
                    aria-label={t('seat.name', { row: row.row, letter: seat.column, kind, price: money(seat.price), state: stateName })}
                    disabled={seat.state !== 'available' || !canPick(pick)}
                    // The price is drawn from this attribute: the visible letter alone is part of the seat's name.
                    data-price={seat.price > 0 ? seat.price.toLocaleString('en-US') : undefined}
                    onClick={() => onPick(pick)}
                  >
                    {seat.column}
                  </button>
                );
              })}
              <span className="exit-mark" aria-hidden="true">
                {row.exit && t('seat.exit')}
              </span>
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
