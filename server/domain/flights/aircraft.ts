import type { SeatMap } from '../../db/schema';

type Cabin = SeatMap['cabins'][number];

interface CabinPlan {
  cabin: Cabin['cabin'];
  /** Seat letters in order, '' where an aisle falls. */
  columns: string[];
  rows: number[];
  exitRows?: number[];
  bulkheadRows?: number[];
  preferredRows?: number[];
  /** Seats that exist but are not sold: crew rest or inoperative. */
  blocked?: string[];
  /** Seats that are not there, where the cabin narrows or a galley or lavatory takes the room. */
  omit?: string[];
}

/** `count` row numbers from `first`, without row 13 as is customary. */
function rowNumbers(first: number, count: number): number[] {
  const rows: number[] = [];
  for (let row = first; rows.length < count; row++) if (row !== 13) rows.push(row);
  return rows;
}

function cabin(plan: CabinPlan): Cabin {
  const kindOf = (row: number, seatNo: string): Cabin['rows'][number]['seats'][number]['kind'] => {
    if (plan.blocked?.includes(seatNo)) return 'blocked';
    if (plan.cabin === 'C') return 'standard';
    if (plan.exitRows?.includes(row) || plan.bulkheadRows?.includes(row)) return 'extraLegroom';
    if (plan.preferredRows?.includes(row)) return 'preferred';
    return 'standard';
  };
  return {
    cabin: plan.cabin,
    columns: plan.columns,
    rows: plan.rows.map((row) => ({
      row,
      exit: plan.exitRows?.includes(row) ?? false,
      seats: plan.columns
        .filter((column) => column !== '' && !plan.omit?.includes(`${row}${column}`))
        .map((column) => ({ seatNo: `${row}${column}`, column, kind: kindOf(row, `${row}${column}`) })),
    })),
  };
}

const narrowBusiness = ['A', 'C', '', 'D', 'F'];
const narrowEconomy = ['A', 'B', 'C', '', 'D', 'E', 'F'];
const wideBusiness = ['A', '', 'D', 'G', '', 'K'];

export const aircraftTypes: { code: string; name: string; seatMap: SeatMap }[] = [
  {
    code: 'A320',
    name: 'Airbus A320-200',
    seatMap: {
      cabins: [
        cabin({ cabin: 'C', columns: narrowBusiness, rows: rowNumbers(1, 2) }),
        // Two overwing exits, rows 11 and 12.
        cabin({ cabin: 'Y', columns: narrowEconomy, rows: rowNumbers(3, 25), bulkheadRows: [3], preferredRows: [4, 5, 6, 7, 8], exitRows: [11, 12], blocked: ['28C', '28D'] }),
      ],
    },
  },
  {
    code: 'A321',
    name: 'Airbus A321-200',
    seatMap: {
      cabins: [
        cabin({ cabin: 'C', columns: narrowBusiness, rows: rowNumbers(1, 3) }),
        // Door 2 ahead of the wing and door 3 behind it.
        cabin({ cabin: 'Y', columns: narrowEconomy, rows: rowNumbers(4, 28), bulkheadRows: [4], preferredRows: [5, 6, 7, 8, 9], exitRows: [10, 25], blocked: ['32C'] }),
      ],
    },
  },
  {
    code: 'A333',
    name: 'Airbus A330-300',
    seatMap: {
      cabins: [
        cabin({ cabin: 'C', columns: wideBusiness, rows: rowNumbers(11, 6) }),
        // Economy starts at door 2; door 3 is behind the wing; the last rows narrow to 2-3-2.
        cabin({
          cabin: 'Y',
          columns: ['A', 'C', '', 'D', 'E', 'F', 'G', '', 'H', 'K'],
          rows: rowNumbers(30, 33),
          exitRows: [30, 47],
          preferredRows: [31, 32, 33, 34, 35],
          blocked: ['62D', '62G'],
          omit: ['61F', '62F'],
        }),
      ],
    },
  },
  {
    code: 'A359',
    name: 'Airbus A350-900',
    seatMap: {
      cabins: [
        // 33 seats: a lavatory takes the centre pair of the first row and a closet the last row's K.
        cabin({ cabin: 'C', columns: wideBusiness, rows: rowNumbers(11, 9), omit: ['11D', '11G', '20K'] }),
        cabin({
          cabin: 'Y',
          columns: ['A', 'B', 'C', '', 'D', 'E', 'F', '', 'G', 'H', 'K'],
          rows: rowNumbers(30, 34),
          exitRows: [30, 47],
          preferredRows: [31, 32, 33, 34, 35],
          // Curtained off as crew rest on the longest flights.
          blocked: ['63D', '63E', '63F'],
          omit: ['62B', '62H', '63B', '63H'],
        }),
      ],
    },
  },
];
