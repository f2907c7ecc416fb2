import { codes } from '../../../services/schemas/codes';
import type { BrandDetail } from '../../../services/schemas/travelmgn';
import { translate } from '../../i18n';
import { DomainError } from '../errors';
import { fareRules } from './fare-rules';
import { brandByName } from './fares';

/** Each checked bag's length, width and height together, at most (the rules' text says the same). */
export const CHECKED_BAG_MAX_CM = 158;
/** The cabin bag's size: length, width and height. */
export const CABIN_BAG_CM = [56, 36, 23];

/**
 * A fare brand's details for the trip screens (travel management's `query/flight/detail/{brandId}`):
 * its name, cabin, baggage allowance, change and refund rules in the caller's language, read from the
 * brands the booking's brand step sells (`fareBrands`) and written out by `fareRules`, as that step's
 * rules are. The brand is named by its code in any case; an unknown one is not found.
 */
export function brandDetail(brandId: string, locale: string): BrandDetail {
  const brand = brandByName.get(brandId.trim().toUpperCase());
  if (!brand) throw new DomainError(codes.notFound, 'errors.brandNotFound', { brand: brandId });
  const rules = fareRules(brand.brand, locale);
  const name = translate(locale, `brandName.${brand.brand}`);
  return {
    brandId: brand.brand,
    name: name === `brandName.${brand.brand}` ? brand.brand : name,
    cabin: brand.cabin,
    cabinName: translate(locale, brand.cabin === 'C' ? 'search.business' : 'search.economy'),
    baggage: { cabinBag: { kg: rules.carryOnKg, dimensionsCm: CABIN_BAG_CM }, checkedBag: { kg: rules.baggageKg, maxSizeCm: CHECKED_BAG_MAX_CM } },
    change: { allowed: rules.changeFee !== null, feeHKD: rules.changeFee },
    refund: { allowed: rules.refundFee !== null, feeHKD: rules.refundFee },
    freeSeatSelection: rules.freeSeatSelection,
    rules: rules.rules,
  };
}
