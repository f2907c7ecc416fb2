import * as z from 'zod/mini';
import { certTypes } from './documents';
import { bookingPassengerSchema } from './offer';
import { text } from './text';
import { dateSchema } from './validation';

/** The passenger a redeem card is activated for or a Travel Pass is bound to (spec section 3): frozen once given. */
export const passengerToBindSchema = z.object({
  lastName: bookingPassengerSchema.shape.lastName,
  firstName: bookingPassengerSchema.shape.firstName,
  gender: z.enum(['M', 'F']),
  birthday: dateSchema,
  certType: z.enum(certTypes),
  certNo: z.pipe(text().check(z.trim()), z.string().check(z.regex(/^[A-Za-z0-9]{5,20}$/, 'validation.certNo'))),
  certExpiry: dateSchema,
  nationality: z.string().check(z.regex(/^[A-Z]{2}$/, 'validation.country')),
});
export type PassengerToBind = z.input<typeof passengerToBindSchema>;

/** The bound passenger as the owner sees it: the document number masked. */
export const boundPassengerSchema = z.object({
  lastName: z.string(),
  firstName: z.string(),
  gender: z.enum(['M', 'F']),
  birthday: z.string(),
  certType: z.enum(certTypes),
  certNoMasked: z.string(),
  certExpiry: z.string(),
  nationality: z.string(),
});
export type BoundPassenger = z.infer<typeof boundPassengerSchema>;
