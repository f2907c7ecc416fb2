import * as z from 'zod/mini';
import { text } from './text';
import { dateSchema } from './validation';

/** Lost property (spec sections 2 "item-query", 7 "Lost property" and 9): what was found, by category and date. */

export const lostCategories = ['BAG', 'ELECTRONICS', 'DOCUMENTS', 'CLOTHING', 'JEWELLERY', 'OTHER'] as const;

/** The lost-baggage query's page size (spec section 9). */
export const LOST_PAGE_SIZE = 600;

/** POST /offer/loss/category: each category with its name in the caller's language. */
export const lostCategoryListSchema = z.array(z.object({ code: z.enum(lostCategories), name: z.string() }));

/** POST /offer/loss/baggage: items of a category found on or after the day it was lost (not after today), optionally matching a keyword. */
export const lostSearchSchema = z.object({
  category: z.enum(lostCategories),
  date: dateSchema,
  keyword: z.optional(text().check(z.trim(), z.maxLength(40))),
});
export type LostSearch = z.input<typeof lostSearchSchema>;

export const lostItemSchema = z.object({
  id: z.number(),
  category: z.enum(lostCategories),
  foundDate: z.string(),
  foundAt: z.string(),
  description: z.string(),
});
export type LostItem = z.infer<typeof lostItemSchema>;
export const lostItemListSchema = z.array(lostItemSchema);
