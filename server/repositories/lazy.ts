/**
 * Builds a value on first use and keeps it. Prepared statements are made this way: drizzle otherwise
 * builds their SQL on every call, and repositories bound to a short transaction never make them.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
