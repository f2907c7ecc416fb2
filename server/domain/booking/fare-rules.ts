import { codes } from '../../../services/schemas/codes';
import { translate } from '../../i18n';
import { DomainError } from '../errors';
import type { EarningRate } from '../../repositories/points-earning';
import { brandByName } from './fares';

/**
 * What a fare brand allows, with its rules written out in the caller's language; given the brand's
 * row of the earning table (null: it has none), also the points it earns.
 */
export function fareRules(brandName: string, locale: string, earning?: Pick<EarningRate, 'percent' | 'tierPercent'> | null) {
  const brand = brandByName.get(brandName);
  if (!brand) throw new DomainError(codes.badRequest, 'errors.brandUnknown');
  const rules = ['rules.baggage', 'rules.change', 'rules.refund', 'rules.noShow'].map((key) =>
    translate(locale, key, {
      kg: brand.baggageKg,
      carryOn: brand.carryOnKg,
      change: brand.changeFeeHKD === null ? translate(locale, 'rules.notAllowed') : `HKD ${brand.changeFeeHKD}`,
      refund: brand.refundFeeHKD === null ? translate(locale, 'rules.notAllowed') : `HKD ${brand.refundFeeHKD}`,
    }),
  );
  if (earning !== undefined) rules.push(earning ? translate(locale, 'points.fareEarns', { percent: earning.percent, tierPercent: earning.tierPercent }) : translate(locale, 'points.fareEarnsNothing'));
  return {
    brand: brand.brand,
    baggageKg: brand.baggageKg,
    carryOnKg: brand.carryOnKg,
    changeFee: brand.changeFeeHKD,
    refundFee: brand.refundFeeHKD,
    freeSeatSelection: brand.freeSeatSelection,
    milesPercent: brand.milesPercent,
    rules,
  };
}
