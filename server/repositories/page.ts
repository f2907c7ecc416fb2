import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A page of a list: pages count from 1. */
export interface Page {
  pageNum: number;
  pageSize: number;
}

export const offsetOf = (page: Page) => (page.pageNum - 1) * page.pageSize;

/** The owner's rows, of the status if one is given: what a list with a tab per status shows. */
export const ownedInStatus = (owner: PgColumn, ownerId: number, statusColumn: PgColumn, status: string | undefined) =>
  and(eq(owner, ownerId), status ? eq(statusColumn, status) : undefined);

/** A page's records with the count of all the rows they were taken from, read at once. */
export async function withTotal<R>(records: PromiseLike<R[]>, counted: PromiseLike<{ n: number }[]>): Promise<{ records: R[]; total: number }> {
  const [rows, [count]] = await Promise.all([records, counted]);
  return { records: rows, total: count?.n ?? 0 };
}
