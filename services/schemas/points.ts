import * as z from 'zod/mini';
import { memberTiers } from './member';
import { pageOf, pageRequestSchema } from './system';
import { text } from './text';
import { dateSchema } from './validation';

/** Ledger row kinds, the points-trade filter's `type`. */
export const ledgerKinds = ['EARN', 'CLAIM', 'SPEND', 'REFUND', 'EXPIRE', 'ADJUST'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** GET /get/point: the member's points and status. */
export const pointAccountSchema = z.object({
  cardNo: z.string(),
  /** Points available: the ledger's sum less what unpaid award orders hold. */
  points: z.number(),
  expiringPoints: z.number(),
  pointsExpiry: z.nullable(z.string()),
  tier: z.enum(memberTiers),
  tierEndDate: z.nullable(z.string()),
  /** Tier points flown in the last 12 months. */
  tierPoints: z.number(),
  /** The next tier and the tier points still missing for it; null at the top. */
  nextTier: z.nullable(z.enum(memberTiers)),
  pointsToNextTier: z.nullable(z.number()),
});
export type PointAccount = z.infer<typeof pointAccountSchema>;

const optionalDate = z.optional(z.union([z.literal(''), dateSchema]));
const positiveId = z.coerce.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.positive());

/** GET /point/details: a page of the ledger by the points-trade filter, or with `id` one row. */
export const pointDetailsQuerySchema = z.extend(pageRequestSchema, {
  id: z.optional(positiveId),
  beginDate: optionalDate,
  endDate: optionalDate,
  type: z.optional(z.union([z.literal(''), z.enum(ledgerKinds)])),
});
/** What the app asks for: the filter as typed, and a page or one row. */
export type PointDetailsQuery = Omit<z.infer<typeof pointDetailsQuerySchema>, 'pageNum' | 'pageSize'> & { pageNum?: number; pageSize?: number };

export const ledgerEntrySchema = z.object({
  id: z.number(),
  points: z.number(),
  kind: z.enum(ledgerKinds),
  source: z.string(),
  sourceRef: z.string(),
  tierPoints: z.number(),
  flightNo: z.nullable(z.string()),
  flightDate: z.nullable(z.string()),
  expiresOn: z.nullable(z.string()),
  occurredAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = pageOf(ledgerEntrySchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** What one cash fare brand earns, for the fare rules. */
export const earningRateSchema = z.object({ brand: z.string(), cabin: z.string(), percent: z.number(), tierPercent: z.number() });
export type EarningRate = z.infer<typeof earningRateSchema>;

const upper = (pattern: RegExp, key: string) => z.pipe(text().check(z.trim(), z.toUpperCase(), z.minLength(1, 'validation.required'), z.regex(pattern, key)), z.string());
const name = upper(/^[A-Z]+( [A-Z]+)*$/, 'validation.nameLetters');

/** POST /add/reclaim: the missing-points claim (spec section 2). */
export const addClaimRequestSchema = z.object({
  flightNo: upper(/^[A-Z0-9]{2}\d{1,4}$/, 'claims.flightNoInvalid'),
  flightDate: dateSchema,
  ticketNo: upper(/^\d{13}$/, 'claims.ticketNoInvalid'),
  cabin: z.enum(['Y', 'C'], 'validation.required'),
  origin: upper(/^[A-Z]{3}$/, 'claims.airportInvalid'),
  destination: upper(/^[A-Z]{3}$/, 'claims.airportInvalid'),
  lastName: name,
  firstName: name,
});
export type AddClaimRequest = z.input<typeof addClaimRequestSchema>;

/** POST /query/reclaim: a page of the member's claims, or with `id` one claim. */
export const claimQuerySchema = z.extend(pageRequestSchema, { id: z.optional(positiveId) });

export const claimStatuses = ['SUBMITTED', 'CREDITED', 'REJECTED'] as const;
export const claimSchema = z.object({
  id: z.number(),
  flightNo: z.string(),
  flightDate: z.string(),
  ticketNo: z.string(),
  cabin: z.string(),
  origin: z.string(),
  destination: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  status: z.enum(claimStatuses),
  points: z.number(),
  createdAt: z.string(),
  creditDueAt: z.string(),
  creditedAt: z.nullable(z.string()),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimPageSchema = pageOf(claimSchema);
export type ClaimPage = z.infer<typeof claimPageSchema>;
