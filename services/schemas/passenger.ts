import * as z from 'zod/mini';
import { text } from './text';
import { certTypes } from './documents';
import { numericIdParamsSchema, pageOf } from './system';
import { areaCodeSchema, dateSchema, emailSchema, isPhoneValid, mobileSchema, trimmed } from './validation';

/** Frequent passengers and contacts (spec sections 3 and 5). */
export const PASSENGER_LIMIT = 50;
export const CONTACT_LIMIT = 20;

export const passengerTypes = ['ADT', 'CNN', 'INF'] as const;
export type PassengerType = (typeof passengerTypes)[number];
export const genders = ['M', 'F'] as const;

/**
 * Today's date where it is latest on Earth (UTC+14): a birthday on or before it is not in the
 * future for anybody, wherever they are.
 */
export const latestToday = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** ADT from 12 years, CNN from 2 to 11, INF under 2; both dates YYYY-MM-DD. */
export function passengerTypeOn(birthday: string, today: string): PassengerType {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4)) - (today.slice(5) < birthday.slice(5) ? 1 : 0);
  return years >= 12 ? 'ADT' : years >= 2 ? 'CNN' : 'INF';
}

/** An optional field: absent, null or blank all mean "not given" and give null. */
export function optionalText<T extends z.ZodMiniType<unknown, string>>(schema: T) {
  const blankAsNull = z.pipe(text(), z.transform((s: string) => s.trim() || null));
  return z.pipe(z.optional(z.nullable(z.pipe(blankAsNull, z.nullable(schema)))), z.transform((v) => v ?? null));
}

/** English or pinyin letters, upper-cased, single spaces inside. */
export const personName = text().check(
  z.trim(),
  z.overwrite((s: string) => s.replace(/\s+/g, ' ')),
  z.toUpperCase(),
  z.minLength(1, 'validation.required'),
  z.maxLength(40, 'validation.nameLength'),
  z.regex(/^[A-Z]+( [A-Z]+)*$/, 'validation.nameLetters'),
);
const upperTrimmed = (pattern: RegExp, key: string) => z.pipe(trimmed(), z.string().check(z.toUpperCase(), z.regex(pattern, key)));
export const certNo = upperTrimmed(/^[A-Z0-9]{5,20}$/, 'validation.certNo');
/** On save the client may send back the masked number it was given, meaning "unchanged". */
export const certNoOrMasked = upperTrimmed(/^([A-Z0-9]{5,20}|\*+[A-Z0-9]{4})$/, 'validation.certNo');
export const countryCode = (key: string) => text().check(z.toUpperCase(), z.regex(/^[A-Z]{2}$/, key));

const passengerFields = {
  lastName: personName,
  firstName: personName,
  gender: z.enum(genders, 'validation.gender'),
  birthday: dateSchema,
  certType: z.enum(certTypes, 'validation.certType'),
  certNo,
  certExpiry: optionalText(dateSchema),
  nationality: countryCode('validation.nationality'),
  issuedBy: optionalText(countryCode('validation.issuedBy')),
  ffpNo: optionalText(upperTrimmed(/^\d{10}$/, 'validation.ffpNo')),
  personally: z._default(z.boolean(), false),
};
const { id } = numericIdParamsSchema.shape;

export const addPassengerRequestSchema = z.object(passengerFields);
export type AddPassengerRequest = z.input<typeof addPassengerRequestSchema>;
export const savePassengerRequestSchema = z.object({ ...passengerFields, id, certNo: certNoOrMasked });
export type SavePassengerRequest = z.input<typeof savePassengerRequestSchema>;
export const deleteRequestSchema = z.object({ id });
export type DeleteRequest = z.input<typeof deleteRequestSchema>;

/** A saved passenger: the document number only ever leaves the server masked. */
export const passengerSchema = z.object({
  id: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  gender: z.enum(genders),
  birthday: z.string(),
  passengerType: z.enum(passengerTypes),
  certType: z.enum(certTypes),
  certNoMasked: z.string(),
  certExpiry: z.nullable(z.string()),
  nationality: z.string(),
  issuedBy: z.nullable(z.string()),
  ffpNo: z.nullable(z.string()),
  personally: z.boolean(),
});
export type Passenger = z.infer<typeof passengerSchema>;
export const passengerPageSchema = pageOf(passengerSchema);
export type PassengerPage = z.infer<typeof passengerPageSchema>;

const contactFields = {
  name: text().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(40, 'validation.contactNameLength')),
  areaCode: areaCodeSchema,
  phone: mobileSchema,
  email: emailSchema,
  isDefault: z._default(z.boolean(), false),
};
const phoneByAreaCode = z.refine<{ areaCode: string; phone: string }>((v) => isPhoneValid(v.areaCode, v.phone), {
  message: 'validation.phoneFormat',
  path: ['phone'],
});

export const addContactRequestSchema = z.object(contactFields).check(phoneByAreaCode);
export type AddContactRequest = z.input<typeof addContactRequestSchema>;
export const saveContactRequestSchema = z.object({ ...contactFields, id }).check(phoneByAreaCode);
export type SaveContactRequest = z.input<typeof saveContactRequestSchema>;

export const contactSchema = z.object({
  id: z.number(),
  name: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  email: z.string(),
  isDefault: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactPageSchema = pageOf(contactSchema);
export type ContactPage = z.infer<typeof contactPageSchema>;

/** An option list entry, named in the caller's language. */
export const optionListSchema = z.array(z.object({ code: z.string(), name: z.string() }));
export type OptionList = z.infer<typeof optionListSchema>;
