import * as z from 'zod/mini';
import { certTypes, relationships } from './documents';
import { certNoOrMasked, countryCode, genders, optionalText, personName } from './passenger';
import { numericIdParamsSchema } from './system';
import { text } from './text';
import { dateSchema } from './validation';

/** Beneficiaries (spec sections 3 and 9): at most 10 named at once. */
export const BENEFICIARY_LIMIT = 10;
/** Once the first 10 additions are used, additions and changes allowed in a membership year. */
export const BENEFICIARY_CHANGES_A_YEAR = 6;
/** An addition or a change lets the beneficiary fly on award tickets this many days later. */
export const BENEFICIARY_WAIT_DAYS = 30;

const chineseName = text().check(z.trim(), z.regex(/^[\u3400-\u9fff\u00b7]{1,10}$/, 'validation.chineseName'));

const beneficiaryFields = {
  lastName: personName,
  firstName: personName,
  chineseLastName: optionalText(chineseName),
  chineseFirstName: optionalText(chineseName),
  relationship: z.enum(relationships, 'validation.relationship'),
  idType: z.enum(certTypes, 'validation.certType'),
  /** On a change, the masked number received means "unchanged". */
  idNo: certNoOrMasked,
  birthday: dateSchema,
  gender: z.enum(genders, 'validation.gender'),
  nationality: countryCode('validation.nationality'),
  idExpiry: optionalText(dateSchema),
};

/** Adds a beneficiary, or with an id changes one. */
export const saveBeneficiaryRequestSchema = z.object({ ...beneficiaryFields, id: z.optional(numericIdParamsSchema.shape.id) }).check(
  z.refine((v) => v.id !== undefined || !v.idNo.startsWith('*'), { message: 'validation.certNo', path: ['idNo'] }),
);
export type SaveBeneficiaryRequest = z.input<typeof saveBeneficiaryRequestSchema>;
export type SaveBeneficiary = z.output<typeof saveBeneficiaryRequestSchema>;
export const beneficiaryIdQuerySchema = numericIdParamsSchema;

export const beneficiarySchema = z.object({
  id: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  chineseLastName: z.nullable(z.string()),
  chineseFirstName: z.nullable(z.string()),
  relationship: z.enum(relationships),
  idType: z.enum(certTypes),
  /** The document number only ever leaves the server masked. */
  idNoMasked: z.string(),
  birthday: z.string(),
  gender: z.enum(genders),
  nationality: z.string(),
  idExpiry: z.nullable(z.string()),
  /** When the beneficiary may fly on award tickets: 30 days after the addition or last change. */
  effectiveAt: z.string(),
  active: z.boolean(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

export const beneficiaryListSchema = z.object({
  records: z.array(beneficiarySchema),
  /** Of the first 10 additions, those not used yet. */
  initialAdditionsLeft: z.number(),
  /** Additions or changes left in this membership year once the first 10 are used. */
  yearlyChangesLeft: z.number(),
  /** The last day of this membership year. */
  yearEnds: z.string(),
});
export type BeneficiaryList = z.infer<typeof beneficiaryListSchema>;
