import type { ChosenLeg } from '../../../services/schemas/offer';

/** What a leg of the order cost per passenger type, and its refund fee, in the order's currency: the refund's fee is reckoned from it. */
export interface LegPrices {
  brand: string;
  depAt: string;
  fare: ChosenLeg['brand']['fare'];
  tax: ChosenLeg['brand']['tax'];
  refundFee: number | null;
}
export const legPrices = ({ option, brand }: ChosenLeg): LegPrices => ({ brand: brand.brand, depAt: option.segments[0]!.depAt, fare: brand.fare, tax: brand.tax, refundFee: brand.refundFee });
