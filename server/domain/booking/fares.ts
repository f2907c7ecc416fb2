/**
 * Fare brands, prices and taxes. Prices are set in HKD and converted; every amount in a
 * currency other than CAD is whole units, CAD is cents (spec section 9: CAD shows two decimals).
 */
export type Cabin = 'Y' | 'C';
export type PassengerType = 'ADT' | 'CNN' | 'INF';
/** Each tax of an itinerary, per passenger type. */
export type ItemisedTaxes = Record<PassengerType, { code: string; name: string; amount: number }[]>;
export type Currency = 'HKD' | 'CNY' | 'CAD' | 'USD' | 'AUD';

export interface FareBrand {
  brand: string;
  cabin: Cabin;
  rbd: string;
  /** Free checked baggage in kg (0: none). */
  baggageKg: number;
  carryOnKg: number;
  /** HKD per change; null: no changes. */
  changeFeeHKD: number | null;
  /** HKD kept on refund; null: not refundable. */
  refundFeeHKD: number | null;
  freeSeatSelection: boolean;
  milesPercent: number;
  /** Needs a student document and an institution e-mail. */
  student: boolean;
  promo: boolean;
  /** Members-only Flash Sale fare: direct flights in HKD or CNY, rebated in vouchers once flown. */
  flashSale?: boolean;
  /** Sold only to a redeem card's passenger, at fare 0 (the card paid for it): never in a cash search. */
  redeemCard?: boolean;
  /** Share of the cabin's seats sold in this booking class. */
  capacityShare: number;
  priceFactor: number;
  /**
   * An award brand, paid in points and sold only in the award search: CLASSIC from award seats of
   * its own booking class, FLEX from the cash MAIN class at points derived from its fare.
   */
  award?: 'CLASSIC' | 'FLEX';
}

export const fareBrands: FareBrand[] = [
  { brand: 'PROMO 1PC', cabin: 'Y', rbd: 'Q', baggageKg: 23, carryOnKg: 7, changeFeeHKD: null, refundFeeHKD: null, freeSeatSelection: false, milesPercent: 25, student: false, promo: true, capacityShare: 0.06, priceFactor: 0.62 },
  { brand: 'BASIC', cabin: 'Y', rbd: 'V', baggageKg: 0, carryOnKg: 7, changeFeeHKD: null, refundFeeHKD: null, freeSeatSelection: false, milesPercent: 25, student: false, promo: false, capacityShare: 0.16, priceFactor: 0.78 },
  { brand: 'MAIN', cabin: 'Y', rbd: 'M', baggageKg: 20, carryOnKg: 7, changeFeeHKD: 400, refundFeeHKD: 600, freeSeatSelection: false, milesPercent: 75, student: false, promo: false, capacityShare: 0.35, priceFactor: 1 },
  { brand: 'FLEXIPLUS', cabin: 'Y', rbd: 'Y', baggageKg: 30, carryOnKg: 7, changeFeeHKD: 0, refundFeeHKD: 0, freeSeatSelection: true, milesPercent: 125, student: false, promo: false, capacityShare: 0.35, priceFactor: 1.55 },
  { brand: 'ECO STUDENT OFFER', cabin: 'Y', rbd: 'S', baggageKg: 30, carryOnKg: 7, changeFeeHKD: 200, refundFeeHKD: 400, freeSeatSelection: false, milesPercent: 75, student: true, promo: false, capacityShare: 0.04, priceFactor: 0.7 },
  { brand: 'FLASH SALE', cabin: 'Y', rbd: 'K', baggageKg: 20, carryOnKg: 7, changeFeeHKD: null, refundFeeHKD: null, freeSeatSelection: false, milesPercent: 25, student: false, promo: false, flashSale: true, capacityShare: 0.04, priceFactor: 0.9 },
  { brand: 'BUSINESS MAIN', cabin: 'C', rbd: 'D', baggageKg: 40, carryOnKg: 14, changeFeeHKD: 600, refundFeeHKD: 800, freeSeatSelection: true, milesPercent: 150, student: false, promo: false, capacityShare: 0.6, priceFactor: 3.2 },
  { brand: 'BUSINESS FLEX', cabin: 'C', rbd: 'J', baggageKg: 40, carryOnKg: 14, changeFeeHKD: 0, refundFeeHKD: 0, freeSeatSelection: true, milesPercent: 200, student: false, promo: false, capacityShare: 0.4, priceFactor: 4.2 },
  { brand: 'ECO FFP CLASSICAWARD', cabin: 'Y', rbd: 'X', baggageKg: 20, carryOnKg: 7, changeFeeHKD: 300, refundFeeHKD: 500, freeSeatSelection: false, milesPercent: 0, student: false, promo: false, capacityShare: 0.05, priceFactor: 0, award: 'CLASSIC' },
  { brand: 'BIZ FFP CLASSICAWARD', cabin: 'C', rbd: 'I', baggageKg: 40, carryOnKg: 14, changeFeeHKD: 300, refundFeeHKD: 500, freeSeatSelection: true, milesPercent: 0, student: false, promo: false, capacityShare: 0.1, priceFactor: 0, award: 'CLASSIC' },
  // Sells the cash MAIN class's seats: the same booking class and share, so either opens its row alike.
  { brand: 'ECO FFP FLEXAWARD', cabin: 'Y', rbd: 'M', baggageKg: 20, carryOnKg: 7, changeFeeHKD: 300, refundFeeHKD: 500, freeSeatSelection: false, milesPercent: 0, student: false, promo: false, capacityShare: 0.35, priceFactor: 0, award: 'FLEX' },
  { brand: 'ECO REDEEM CARD', cabin: 'Y', rbd: 'T', baggageKg: 20, carryOnKg: 7, changeFeeHKD: null, refundFeeHKD: null, freeSeatSelection: false, milesPercent: 0, student: false, promo: false, redeemCard: true, capacityShare: 0.05, priceFactor: 0 },
  { brand: 'BIZ REDEEM CARD', cabin: 'C', rbd: 'P', baggageKg: 40, carryOnKg: 14, changeFeeHKD: null, refundFeeHKD: null, freeSeatSelection: true, milesPercent: 0, student: false, promo: false, redeemCard: true, capacityShare: 0.1, priceFactor: 0 },
];

export const brandByName = new Map(fareBrands.map((b) => [b.brand, b]));
/** The brands of a cabin on sale for cash, or (award) for points: neither search shows the other's, and redeem-card brands only a card's search. */
export const brandsOfCabin = (cabin: Cabin, award = false) => fareBrands.filter((b) => b.cabin === cabin && !b.redeemCard && (b.award !== undefined) === award);

/** Seats a booking class may sell on an aircraft whose cabin has `cabinSeats` seats. */
export const capacityOf = (brand: FareBrand, cabinSeats: number) => Math.max(1, Math.floor(cabinSeats * brand.capacityShare));

/** The currencies a Flash Sale fare is sold in, and its vouchers issued in. */
export const flashSaleCurrencies = ['HKD', 'CNY'] as const satisfies readonly Currency[];

/** HKD to each currency. */
export const ratesFromHKD: Record<Currency, number> = { HKD: 1, CNY: 0.92, CAD: 0.176, USD: 0.128, AUD: 0.195 };

export function convert(amountHKD: number, currency: Currency): number {
  const value = amountHKD * ratesFromHKD[currency];
  return currency === 'CAD' ? Math.round(value * 100) / 100 : Math.round(value);
}

export { sum } from '../../../services/schemas/money';

/**
 * The adult fare in HKD for one flight: distance based, 10% more at weekends. A promotional
 * class costs more once half of it is gone, so its price can change between search and confirm.
 */
export function adultFareHKD(brand: FareBrand, distanceKm: number, depDate: string, soldShare: number): number {
  const weekday = new Date(`${depDate}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 || weekday === 0 ? 1.1 : 1;
  const promoStep = brand.promo && soldShare >= 0.5 ? 1.2 : 1;
  return Math.round(((320 + distanceKm * 0.52) * brand.priceFactor * weekend * promoStep) / 10) * 10;
}

export function fareHKD(adultFare: number, type: PassengerType): number {
  if (type === 'ADT') return adultFare;
  return Math.round((adultFare * (type === 'CNN' ? 0.75 : 0.1)) / 10) * 10;
}

export interface Tax {
  code: string;
  name: string;
  amount: number;
}

/** Taxes and charges in HKD for one passenger on one flight, by the departure country. */
export function taxesHKD(type: PassengerType, depCountry: string, distanceKm: number): Tax[] {
  if (type === 'INF') return depCountry === 'HK' ? [{ code: 'G3', name: 'Passenger Security Charge', amount: 55 }] : [];
  const fuel = { code: 'YQ', name: 'Fuel Surcharge', amount: Math.round((40 + distanceKm * 0.04) / 5) * 5 };
  if (depCountry === 'HK') {
    return [
      ...(type === 'ADT' ? [{ code: 'HK', name: 'Air Passenger Departure Tax', amount: 120 }] : []),
      { code: 'G3', name: 'Passenger Security Charge', amount: 55 },
      { code: 'I5', name: 'Airport Construction Fee', amount: distanceKm > 2500 ? 180 : 90 },
      fuel,
    ];
  }
  const departureCharge = departureCharges[depCountry] ?? { code: 'XT', name: 'Airport Charges', amount: 100 };
  return [departureCharge, fuel];
}

const departureCharges: Record<string, Tax> = {
  CN: { code: 'CN', name: 'Airport Construction Fee', amount: 100 },
  JP: { code: 'SW', name: 'Passenger Service Facility Charge', amount: 150 },
  KR: { code: 'BP', name: 'Passenger Service Charge', amount: 100 },
  TW: { code: 'TW', name: 'Airport Service Charge', amount: 125 },
  TH: { code: 'TS', name: 'Passenger Service Charge', amount: 160 },
  SG: { code: 'SG', name: 'Passenger Service and Security Fee', amount: 340 },
  MY: { code: 'MY', name: 'Passenger Service Charge', amount: 130 },
  VN: { code: 'JC', name: 'Passenger Service Charge', amount: 120 },
  PH: { code: 'LI', name: 'Passenger Service Charge', amount: 150 },
  ID: { code: 'D5', name: 'Passenger Service Charge', amount: 140 },
  CA: { code: 'CA', name: 'Air Travellers Security Charge', amount: 145 },
  US: { code: 'US', name: 'US Transportation Tax', amount: 160 },
};

/** Prepaid baggage, meals and seats, in HKD. */
export const luggageOptionsKg = [5, 10, 15, 20, 25, 30, 40];
export const luggagePriceHKD = (kg: number, distanceKm: number) => Math.round((kg * (distanceKm > 2500 ? 28 : 18)) / 10) * 10;
/** Free plus prepaid checked baggage may not exceed 60 kg (spec section 9). */
export const BAGGAGE_CAP_KG = 60;
export const seatPriceHKD: Record<'standard' | 'preferred' | 'extraLegroom' | 'blocked', number> = { standard: 0, preferred: 80, extraLegroom: 220, blocked: 0 };
