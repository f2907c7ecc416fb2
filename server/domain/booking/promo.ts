import { codes } from '../../../services/schemas/codes';
import { DomainError } from '../errors';
import { ratesFromHKD, type Currency } from './fares';

/** Promotion codes: an amount off the fare (HKD), from a minimum fare, until a last day. */
export const promoCodes = [
  { code: 'WELCOME100', offHKD: 100, minFareHKD: 1000, lastDay: '2099-12-31' },
  { code: 'FLYHK300', offHKD: 300, minFareHKD: 4000, lastDay: '2099-12-31' },
  { code: 'SUMMER2026', offHKD: 200, minFareHKD: 1500, lastDay: '2026-09-30' },
];

/** The HKD discount a code gives a booking whose fares come to `fareHKD`. */
function promoDiscountHKD(code: string, fareHKD: number, today: string): number {
  const promo = promoCodes.find((p) => p.code === code);
  if (!promo) throw new DomainError(codes.promoCodeInvalid, 'errors.promoUnknown');
  if (today > promo.lastDay) throw new DomainError(codes.promoCodeInvalid, 'errors.promoExpired');
  if (fareHKD < promo.minFareHKD) throw new DomainError(codes.promoCodeInvalid, 'errors.promoMinimum', { amount: promo.minFareHKD });
  return promo.offHKD;
}

/** The discount a code gives on the booking's fares, in the booking's currency (CAD to the cent, others whole). */
export function promoDiscount(code: string, fare: number, currency: Currency, today: string): number {
  const rate = ratesFromHKD[currency];
  const offHKD = promoDiscountHKD(code, fare / rate, today);
  return currency === 'CAD' ? Math.round(offHKD * rate * 100) / 100 : Math.round(offHKD * rate);
}
