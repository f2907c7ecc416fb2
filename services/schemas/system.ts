import * as z from 'zod/mini';
import { text } from './text';

const names = { name: z.string(), nameEn: z.string(), nameSc: z.string(), nameTc: z.string() };

export const countrySchema = z.object({ code: z.string(), areaCode: z.string(), ...names });
export const citySchema = z.object({ code: z.string(), countryCode: z.string(), timeZone: z.string(), hot: z.boolean(), ...names });
export const airportSchema = z.object({
  code: z.string(),
  cityCode: z.string(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  hot: z.boolean(),
  ...names,
});
export type Country = z.infer<typeof countrySchema>;
export type City = z.infer<typeof citySchema>;
export type Airport = z.infer<typeof airportSchema>;

export const countryTreeSchema = z.array(
  z.extend(countrySchema, { cities: z.array(z.extend(citySchema, { airports: z.array(airportSchema) })) }),
);
export type CountryTree = z.infer<typeof countryTreeSchema>;

export const wholeNumber = (min: number, max: number) =>
  z.coerce.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(min), z.lte(max));
/** The largest id a table's serial column holds: a larger one, or a fraction, never reaches the database. */
export const MAX_ID = 2_147_483_647;
/** A row's id in a JSON body: a whole number from 1 to MAX_ID. */
export const id = () => z.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(1), z.lte(MAX_ID));
/** A row's id in a path or a query: text read as such a number. */
export const idParam = () => wholeNumber(1, MAX_ID);
/** A place in a list (a segment's, a passenger's): a whole number from 0. */
export const place = () => z.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(0), z.lte(999));

export const pageRequestSchema = z.object({
  pageNum: z._default(wholeNumber(1, 100_000), 1),
  pageSize: z._default(wholeNumber(1, 1000), 10),
});
/** A page request of a list with status tabs: the page and, optionally, one status. */
export const statusPageRequestSchema = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.extend(pageRequestSchema, { status: z.optional(z.enum(statuses)) });
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ records: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export const messageSchema = z.object({ id: z.number(), title: z.string(), body: z.string(), createdAt: z.string(), read: z.boolean() });
export type Message = z.infer<typeof messageSchema>;
export const messagePageSchema = pageOf(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;
export const unreadSchema = z.object({ count: z.number() });

/** The campaign a link from outside names: its impressions query, or '' when it has none. */
export const impressionsOf = (url: string): string => new URLSearchParams(url.split('#')[0]!.split('?')[1] ?? '').get('impressions') ?? '';
/** The address a traveller came in at: it names its campaign. */
const url = text().check(z.minLength(1), z.maxLength(2000), z.refine((u) => impressionsOf(u) !== '', 'validation.impressionsMissing'));
export const drainageVisitSchema = z.object({ url });
/** An order placed after such a visit, with the visit's address. */
export const drainageOrderSchema = z.object({ url, orderNo: text().check(z.minLength(1), z.maxLength(64)) });
export type DrainageOrder = z.infer<typeof drainageOrderSchema>;

export const infantConfigSchema = z.object({
  infantMinAgeDays: z.number(),
  infantMaxAgeYears: z.number(),
  childMinAgeYears: z.number(),
  childMaxAgeYears: z.number(),
  guardianMinAgeYears: z.number(),
  infantsPerGuardian: z.number(),
  maxAdultsAndChildren: z.number(),
});
export type InfantConfig = z.infer<typeof infantConfigSchema>;

export const boardingPassTipSchema = z.object({ id: z.number(), airportCode: z.nullable(z.string()), text: z.string() });
export const boardingPassTipRequestSchema = z.object({ airportCode: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))) });

/** Path parameters: an id that is a whole number, or a code. */
export const numericIdParamsSchema = z.object({ id: idParam() });
export const codeParamsSchema = z.object({ id: text().check(z.minLength(1), z.maxLength(64)) });
