import type { AuxiliaryOffers, BookingPassenger, ChosenLeg, ConfirmAuxiliaryRequest } from '../../../services/schemas/offer';
import { codes } from '../../../services/schemas/codes';
import { DomainError } from '../errors';
import { translate } from '../../i18n';
import { BAGGAGE_CAP_KG, brandByName, convert, luggageOptionsKg, luggagePriceHKD, type Currency } from './fares';
import { ageOn } from './passengers';

/** Infants have a 10 kg allowance whatever the fare. */
const INFANT_FREE_KG = 10;
/** Prepaid baggage can be bought up to 4 hours before departure (spec section 9). */
export const LUGGAGE_CUTOFF_MS = 4 * 3_600_000;

export const meals = [
  { code: 'HKML', priceHKD: 90 },
  { code: 'AVML', priceHKD: 80 },
  { code: 'VGML', priceHKD: 80 },
  { code: 'CHML', priceHKD: 70 },
];
export const insuranceProducts = [
  { code: 'TRAVEL_ESSENTIAL', priceHKD: 65 },
  { code: 'TRAVEL_COMPREHENSIVE', priceHKD: 140 },
];

export const segmentsOf = (legs: ChosenLeg[]) => legs.flatMap((leg) => leg.option.segments.map((segment) => ({ segment, brand: leg.brand })));

export function freeKg(passenger: BookingPassenger, brandName: string): number {
  return passenger.type === 'INF' ? INFANT_FREE_KG : (brandByName.get(brandName)?.baggageKg ?? 0);
}

/** The prepaid weights on sale to a passenger who has `carriedKg` (free and prepaid) within the 60 kg cap. */
export const luggageOptions = (carriedKg: number, distanceKm: number, currency: Currency) =>
  luggageOptionsKg.filter((kg) => carriedKg + kg <= BAGGAGE_CAP_KG).map((kg) => ({ kg, price: convert(luggagePriceHKD(kg, distanceKm), currency) }));

export const mealOptions = (currency: Currency, locale: string) =>
  meals.map((m) => ({ code: m.code, name: translate(locale, `meals.${m.code}`), price: convert(m.priceHKD, currency) }));

export const insuranceOffers = (currency: Currency, locale: string) =>
  insuranceProducts.map((p) => ({
    code: p.code,
    name: translate(locale, `insurance.${p.code}.name`),
    description: translate(locale, `insurance.${p.code}.description`),
    pricePerPassenger: convert(p.priceHKD, currency),
  }));

export function auxiliaryOffers(legs: ChosenLeg[], passengers: BookingPassenger[], currency: Currency, locale: string, now: Date): AuxiliaryOffers {
  const segments = segmentsOf(legs);
  return {
    luggage: segments.map(({ segment, brand }, segmentIndex) => {
      const free = passengers.map((p) => freeKg(p, brand.brand));
      const open = Date.parse(segment.depAt) - now.getTime() > LUGGAGE_CUTOFF_MS;
      return { segmentIndex, freeKg: free, options: open ? luggageOptions(Math.min(...free), segment.distanceKm, currency) : [] };
    }),
    meals: segments.map((_, segmentIndex) => ({ segmentIndex, options: mealOptions(currency, locale) })),
    insurance: insuranceOffers(currency, locale),
    saleInsureFlag: true,
  };
}

const bad = (key: string) => new DomainError(codes.badRequest, key);

/** Checks the chosen baggage, meals and insurance against the offers and the 60 kg cap. */
export function checkAuxiliary(request: Omit<ConfirmAuxiliaryRequest, 'processKey'>, offers: AuxiliaryOffers, passengers: BookingPassenger[], firstDate: string): void {
  const seen = new Set<string>();
  for (const item of request.luggage) {
    const segment = offers.luggage[item.segmentIndex];
    const free = segment?.freeKg[item.passengerIndex];
    if (!segment || free === undefined || seen.has(`l${item.segmentIndex}:${item.passengerIndex}`)) throw bad('errors.auxiliaryInvalid');
    seen.add(`l${item.segmentIndex}:${item.passengerIndex}`);
    if (free + item.kg > BAGGAGE_CAP_KG) throw new DomainError(codes.baggageOverCap, 'errors.baggageOverCap', { cap: BAGGAGE_CAP_KG });
    if (!segment.options.some((o) => o.kg === item.kg)) throw bad(segment.options.length === 0 ? 'errors.luggageClosed' : 'errors.auxiliaryInvalid');
  }
  for (const item of request.meals) {
    const segment = offers.meals[item.segmentIndex];
    if (!segment || !passengers[item.passengerIndex] || !segment.options.some((o) => o.code === item.code) || seen.has(`m${item.segmentIndex}:${item.passengerIndex}`)) {
      throw bad('errors.auxiliaryInvalid');
    }
    seen.add(`m${item.segmentIndex}:${item.passengerIndex}`);
  }
  if (request.insurance) {
    if (!offers.insurance.some((p) => p.code === request.insurance!.code)) throw bad('errors.auxiliaryInvalid');
    const minors = passengers.some((p) => ageOn(p.birthday, firstDate) < 18);
    if (minors && !request.insurance.guardian) throw bad('errors.guardianRequired');
  }
}

/** The price of the chosen extras in the booking's currency. */
export function auxiliaryPrice(request: Omit<ConfirmAuxiliaryRequest, 'processKey'> | undefined, offers: AuxiliaryOffers, passengerCount: number): number[] {
  if (!request) return [];
  return [
    ...request.luggage.map((l) => offers.luggage[l.segmentIndex]!.options.find((o) => o.kg === l.kg)!.price),
    ...request.meals.map((m) => offers.meals[m.segmentIndex]!.options.find((o) => o.code === m.code)!.price),
    ...(request.insurance ? [offers.insurance.find((p) => p.code === request.insurance!.code)!.pricePerPassenger * passengerCount] : []),
  ];
}
