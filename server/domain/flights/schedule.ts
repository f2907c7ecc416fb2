import { airports } from '../../db/seed/network';

export interface RouteSchedule {
  flightNo: string;
  depAirport: string;
  arrAirport: string;
  /** Local time at the departure airport, 'HH:MM'. */
  depTime: string;
  durationMin: number;
  aircraftCode: string;
  distanceKm: number;
}

const HUB = 'HKG';

/**
 * One daily rotation each: the destination, the outbound flight number (odd; the return is the
 * next even number) and the local departure time from Hong Kong. Hot cities have two.
 */
const rotations: [airport: string, number: number, depTime: string][] = [
  // Mainland China
  ['PEK', 1, '08:00'], ['PEK', 3, '16:00'], ['PKX', 5, '10:15'],
  ['PVG', 7, '08:30'], ['PVG', 9, '17:30'], ['SHA', 11, '13:40'],
  ['HGH', 13, '09:10'], ['NKG', 15, '11:25'], ['TAO', 17, '14:20'], ['XIY', 19, '09:35'],
  ['CTU', 21, '08:50'], ['TFU', 23, '15:10'], ['CKG', 25, '12:05'], ['KMG', 27, '10:40'],
  ['WUH', 29, '13:15'], ['CSX', 31, '18:20'], ['XMN', 33, '07:45'], ['HAK', 35, '16:45'], ['SYX', 37, '11:50'],
  // Japan, Korea, Taiwan
  ['NRT', 201, '09:10'], ['NRT', 203, '14:25'], ['HND', 205, '08:15'], ['HND', 207, '00:55'],
  ['KIX', 209, '09:40'], ['KIX', 211, '14:15'], ['NGO', 213, '10:05'], ['FUK', 215, '11:00'],
  ['OKA', 217, '12:30'], ['KOJ', 219, '13:20'], ['CTS', 221, '10:30'],
  ['ICN', 241, '08:45'], ['ICN', 243, '15:55'], ['PUS', 245, '10:25'], ['CJU', 247, '11:45'],
  ['TPE', 261, '07:55'], ['TPE', 263, '14:30'], ['KHH', 265, '09:20'], ['RMQ', 267, '12:40'],
  // Southeast Asia
  ['BKK', 301, '08:25'], ['BKK', 303, '17:50'], ['CNX', 305, '10:50'], ['HKT', 307, '11:35'],
  ['HAN', 309, '13:05'], ['DAD', 311, '09:55'], ['SGN', 313, '15:25'],
  ['SIN', 501, '09:05'], ['KUL', 503, '14:45'], ['PEN', 505, '12:15'], ['MNL', 507, '08:10'],
  ['CEB', 509, '16:35'], ['CGK', 511, '10:20'], ['DPS', 513, '09:30'],
  // North America: red-eyes to the west coast; every departure there avoids 01:00-02:59,
  // the hour clocks skip or repeat when daylight saving time starts or ends.
  ['YVR', 801, '23:15'], ['SFO', 803, '22:35'], ['LAX', 805, '21:45'],
  ['JFK', 807, '09:55'], ['ORD', 809, '10:35'], ['YYZ', 811, '11:15'],
];

const airport = (code: string) => {
  const found = airports.find((a) => a.code === code);
  if (!found) throw new Error(`unknown airport ${code}`);
  return found;
};

export function greatCircleKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Block time: cruise at 780 km/h plus 35 minutes of taxi, climb and approach, to 5 minutes. */
export const blockMinutes = (distanceKm: number) => Math.round(((distanceKm / 780) * 60 + 35) / 5) * 5;

export const aircraftFor = (distanceKm: number) => (distanceKm < 1500 ? 'A320' : distanceKm < 2500 ? 'A321' : distanceKm < 6000 ? 'A333' : 'A359');

const turnaroundMin: Record<string, number> = { A320: 50, A321: 55, A333: 75, A359: 150 };

/** Minutes east of UTC, e.g. 480 for 'GMT+08:00'. */
function utcOffsetMin(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
  const [, sign, hh, mm] = /GMT([+-])(\d\d):(\d\d)/.exec(name) ?? ['', '+', '00', '00'];
  return (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm));
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * Minutes after midnight, moved out of 01:00-02:59, the hours clocks skip or repeat when daylight
 * saving time starts or ends.
 */
const clearOfClockChange = (minutes: number) => (minutes >= 60 && minutes < 180 ? minutes + 120 : minutes);

/**
 * The copies of a schedule when the programme is `density` times as dense (a seed knob for
 * measuring growth): copy k departs k x (a day / density, to 5 minutes) later and is numbered
 * k x 1000 above the original, so up to density 10 the numbers keep four digits.
 */
function denser(schedule: RouteSchedule, density: number, flightNo: (n: number) => string): RouteSchedule[] {
  const spacingMin = Math.max(5, Math.floor(1440 / density / 5) * 5);
  const number = Number(schedule.flightNo.replace(/^\D+/, ''));
  return Array.from({ length: density }, (_, k) =>
    k === 0 ? schedule : { ...schedule, flightNo: flightNo(number + k * 1000), depTime: toHhmm(clearOfClockChange((toMinutes(schedule.depTime) + k * spacingMin) % 1440)) },
  );
}

/** Every flight number of the airline's programme; `density` flights a day per rotation and direction. */
export function routeSchedules(airlineCode: string, density = 1): RouteSchedule[] {
  const hub = airport(HUB);
  const flightNo = (n: number) => `${airlineCode}${String(n).padStart(3, '0')}`;
  return rotations.flatMap(([code, number, depTime]) => {
    const dest = airport(code);
    const distanceKm = Math.round(greatCircleKm(hub, dest));
    const durationMin = blockMinutes(distanceKm);
    const aircraftCode = aircraftFor(distanceKm);
    // Time difference at its largest over the year (summer, for daylight saving zones), so the
    // aircraft gets at least its turnaround on every day.
    const shiftMin = Math.max(...[new Date('2025-01-15T12:00Z'), new Date('2025-07-15T12:00Z')].map((at) => utcOffsetMin(dest.timeZone, at) - utcOffsetMin(hub.timeZone, at)));
    const returnMin = Math.ceil((toMinutes(depTime) + durationMin + shiftMin + turnaroundMin[aircraftCode]!) / 5) * 5;
    const leg = { durationMin, aircraftCode, distanceKm };
    return [
      { flightNo: flightNo(number), depAirport: HUB, arrAirport: code, depTime, ...leg },
      { flightNo: flightNo(number + 1), depAirport: code, arrAirport: HUB, depTime: toHhmm(returnMin), ...leg },
    ].flatMap((schedule) => denser(schedule, density, flightNo));
  });
}
