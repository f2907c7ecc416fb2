import { codes } from '../../../services/schemas/codes';
import type { FlightIdRequest, FlightInfo, FlightNoQuery, FlightRouteQuery } from '../../../services/schemas/flight-status';
import type { Clock } from '../../clock';
import type { FlightStatusRow, Seen } from '../../repositories/flight-status';
import type { Store } from '../../repositories/store';
import { localTime, referenceLoader, type Reference } from '../booking/reference';
import { DomainError } from '../errors';
import { defaultPlaces, flightProgress } from './status';

const flightNotFound = () => new DomainError(codes.notFound, 'errors.flightNotFound');
const DAY_MS = 86_400_000;

/** Where the flight leaves and lands: what operations said, else the flight's usual places. */
function placesOf(f: FlightStatusRow) {
  const usual = defaultPlaces(f.flightNo, f.depDate);
  return {
    depTerminal: f.depTerminal ?? usual.depTerminal,
    arrTerminal: f.arrTerminal ?? usual.arrTerminal,
    gate: f.gate ?? usual.gate,
    carousel: f.carousel ?? usual.carousel,
  };
}

/** What a follower is told of a flight now; the flightNotices job compares it with what they were told before. */
export function seenOf(f: FlightStatusRow, now: Date): Seen {
  return { seenDepAt: flightProgress(f, now).depAt, seenGate: placesOf(f).gate, seenCancelled: f.cancelledAt !== null };
}

export function toFlightInfo(ref: Reference, f: FlightStatusRow, now: Date): FlightInfo {
  const progress = flightProgress(f, now);
  const depZone = ref.airports.get(f.depAirport)?.timeZone ?? 'UTC';
  const arrZone = ref.airports.get(f.arrAirport)?.timeZone ?? 'UTC';
  const local = (at: Date | null, zone: string) => (at ? localTime(at, zone) : null);
  const delayed = f.estDepAt !== null || f.estArrAt !== null;
  return {
    flightId: f.id,
    flightNo: f.flightNo,
    depDate: f.depDate,
    depAirport: f.depAirport,
    arrAirport: f.arrAirport,
    status: progress.status,
    schedDepLocal: localTime(f.depAt, depZone),
    schedArrLocal: localTime(f.arrAt, arrZone),
    estDepLocal: delayed ? localTime(progress.depAt, depZone) : null,
    estArrLocal: delayed ? localTime(progress.arrAt, arrZone) : null,
    actDepLocal: local(progress.actDepAt, depZone),
    actArrLocal: local(progress.actArrAt, arrZone),
    ...placesOf(f),
    aircraft: f.aircraftCode,
    aircraftName: ref.aircraft.get(f.aircraftCode)?.name ?? f.aircraftCode,
  };
}

/** Flight status by route or number, and the flights a user follows (spec section 7, "Flight information and my flights"). */
export function flightInfoService(store: Store, clock: Clock, airlineCode: string) {
  const reference = referenceLoader(store);
  const infoOf = async (rows: FlightStatusRow[]) => {
    const ref = await reference();
    const now = clock.now();
    return rows.map((f) => toFlightInfo(ref, f, now));
  };
  const flightOf = async (flightId: number) => (await store.flightStatus.byId(flightId)) ?? Promise.reject(flightNotFound());

  return {
    byRoute: async (q: FlightRouteQuery) => infoOf(await store.flightStatus.onRoute(q.depAirport, q.arrAirport, q.date)),

    async byFlightNo(q: FlightNoQuery): Promise<FlightInfo[]> {
      const flightNo = /^\d{3,4}$/.test(q.flightNo) ? `${airlineCode}${q.flightNo}` : q.flightNo;
      const flight = await store.flightStatus.byFlightNo(flightNo, q.date);
      return flight ? infoOf([flight]) : [];
    },

    followed: async (userId: number) => infoOf(await store.flightStatus.followedBy(userId)),

    /** The followed flights that have not landed more than a day ago, with their status. */
    async followedStatus(userId: number) {
      const now = clock.now();
      const since = now.getTime() - DAY_MS;
      const rows = (await store.flightStatus.followedBy(userId)).filter((f) => flightProgress(f, now).arrAt.getTime() > since);
      return (await infoOf(rows)).map(({ flightId, flightNo, depDate, status }) => ({ flightId, flightNo, depDate, status }));
    },

    /** Following a flight already followed changes nothing. */
    async follow(userId: number, { flightId }: FlightIdRequest): Promise<null> {
      const flight = await flightOf(flightId);
      await store.flightStatus.follow(userId, flightId, seenOf(flight, clock.now()), clock.now());
      return null;
    },

    async unfollow(userId: number, { flightId }: FlightIdRequest): Promise<null> {
      if (!(await store.flightStatus.unfollow(userId, flightId))) throw flightNotFound();
      return null;
    },

    async check(userId: number, { flightId }: FlightIdRequest) {
      await flightOf(flightId);
      return { followed: await store.flightStatus.isFollowed(userId, flightId) };
    },
  };
}
