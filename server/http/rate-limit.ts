import type { Clock } from '../clock';

/**
 * At most `limit` calls per caller address in each window of `windowMs`. Kept in memory: it guards
 * one server process against floods, it does not meter anybody.
 */
export function rateLimiter(clock: Clock, limit: number, windowMs: number): (address: string) => boolean {
  let windowStart = clock.now().getTime();
  let counts = new Map<string, number>();
  return (address) => {
    const now = clock.now().getTime();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= limit;
  };
}
