import { fareBrands } from '../../domain/booking/fares';
import type { Db } from '../client';
import { pointsEarningRates } from '../schema';

/** The cash fare brands earn their brand's share of the flown distance, as points and as tier points. */
export async function seedPointsEarning(db: Db): Promise<void> {
  await db
    .insert(pointsEarningRates)
    .values(fareBrands.map((b) => ({ brand: b.brand, cabin: b.cabin, percent: b.milesPercent, tierPercent: b.milesPercent })))
    .onConflictDoNothing();
}
