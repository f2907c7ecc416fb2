import type { AwardBrandOffer, AwardPrice } from '../../../services/schemas/points-booking';
import type { FlightRow } from '../../repositories/flights';
import { translate } from '../../i18n';
import type { BookingData } from './booking-data';
import { adultFareHKD, brandByName, fareHKD, type Cabin, type FareBrand, type ItemisedTaxes, type PassengerType } from './fares';
import { priceSummary } from './price';

type Miles = Record<PassengerType, number>;

/** Classic award points of one leg by its flown distance (km): adult, child and infant, per cabin. */
const classicBands: { upToKm: number; miles: Record<Cabin, Miles> }[] = [
  { upToKm: 1_000, miles: { Y: { ADT: 10_000, CNN: 7_500, INF: 1_000 }, C: { ADT: 25_000, CNN: 18_750, INF: 2_500 } } },
  { upToKm: 2_500, miles: { Y: { ADT: 15_000, CNN: 11_250, INF: 1_500 }, C: { ADT: 40_000, CNN: 30_000, INF: 4_000 } } },
  { upToKm: 5_000, miles: { Y: { ADT: 25_000, CNN: 18_750, INF: 2_500 }, C: { ADT: 60_000, CNN: 45_000, INF: 6_000 } } },
  { upToKm: Infinity, miles: { Y: { ADT: 40_000, CNN: 30_000, INF: 4_000 }, C: { ADT: 90_000, CNN: 67_500, INF: 9_000 } } },
];

/** A flexible award costs this many points per Hong Kong dollar of the cash MAIN fare, in hundreds. */
const FLEX_POINTS_PER_HKD = 15;
const MAIN = brandByName.get('MAIN')!;
const types: PassengerType[] = ['ADT', 'CNN', 'INF'];

/** The points one passenger of each type pays for a leg of one or more flights. */
/** `inventory` is the search's: how much of a booking class is sold, which prices the cash fare. */
export function awardMiles(brand: FareBrand, flights: FlightRow[], inventory: { soldShare(flight: FlightRow, brand: FareBrand): number }): Miles {
  if (brand.award === 'FLEX') {
    const adultFares = flights.map((f) => adultFareHKD(MAIN, f.distanceKm, f.depDate, inventory.soldShare(f, MAIN)));
    return Object.fromEntries(
      types.map((t) => [t, Math.ceil((adultFares.reduce((s, a) => s + fareHKD(a, t), 0) * FLEX_POINTS_PER_HKD) / 100) * 100]),
    ) as Miles;
  }
  const distanceKm = flights.reduce((s, f) => s + f.distanceKm, 0);
  return classicBands.find((b) => distanceKm <= b.upToKm)!.miles[brand.cabin];
}

/** An award brand as the search shows it: the cash offer's fields with no fare, the points on every cabin of the leg. */
export function toAwardOffer(
  offer: Omit<AwardBrandOffer, 'cabinInfoList' | 'taxList' | 'taxListChd' | 'taxListInf' | 'totalAmount' | 'totalAmountChd' | 'totalAmountInf'>,
  miles: Miles,
  taxes: ItemisedTaxes,
  segments: number,
  locale: string,
): AwardBrandOffer {
  const cabinInfo = {
    cabinCode: offer.rbd,
    baseCabinDesc: translate(locale, offer.cabin === 'Y' ? 'search.economy' : 'search.business'),
    consumMile: miles.ADT,
    chdConsumMile: miles.CNN,
    infConsumMile: miles.INF,
  };
  return {
    ...offer,
    fare: { ADT: 0, CNN: 0, INF: 0 },
    cabinInfoList: Array.from({ length: segments }, () => cabinInfo),
    taxList: taxes.ADT,
    taxListChd: taxes.CNN,
    taxListInf: taxes.INF,
    totalAmount: offer.tax.ADT,
    totalAmountChd: offer.tax.CNN,
    totalAmountInf: offer.tax.INF,
  };
}

/**
 * Points and taxes of an award booking (spec section 5): per leg, adults x adult miles + children x
 * child miles + infants x infant miles of the leg's first cabin.
 */
export function awardPrice(data: BookingData): AwardPrice {
  const { adult, child, infant } = data.search.passengers;
  const cabins = data.legs.map((leg) => (leg.brand as AwardBrandOffer).cabinInfoList[0]!);
  const per = (pick: (c: AwardBrandOffer['cabinInfoList'][number]) => number) => cabins.reduce((s, c) => s + pick(c), 0);
  const pointsPerAdult = per((c) => c.consumMile);
  const pointsPerChild = per((c) => c.chdConsumMile);
  const pointsPerInfant = per((c) => c.infConsumMile);
  const { tax, total } = priceSummary(data);
  return {
    currency: data.search.currency,
    pointsPerAdult,
    pointsPerChild,
    pointsPerInfant,
    points: adult * pointsPerAdult + child * pointsPerChild + infant * pointsPerInfant,
    tax,
    total,
  };
}
