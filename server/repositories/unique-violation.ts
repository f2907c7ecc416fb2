/** Whether a query failed on a unique index (PostgreSQL's 23505), as drivers report it directly or as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
}
