import * as z from 'zod/mini';

/** How many travel of each passenger type (spec section 3); apart from the offer schemas so the search form carries only these. */
const count = (min: number, max: number) => z.number().check(z.refine(Number.isInteger), z.gte(min), z.lte(max));

export const passengerCountsSchema = z
  .object({ adult: count(1, 9), child: count(0, 8), infant: count(0, 9) })
  .check(
    z.refine((p) => p.adult + p.child <= 9, { message: 'validation.maxPassengers', path: ['child'] }),
    z.refine((p) => p.infant <= p.adult, { message: 'validation.infantsPerAdult', path: ['infant'] }),
  );
export type PassengerCounts = z.infer<typeof passengerCountsSchema>;

