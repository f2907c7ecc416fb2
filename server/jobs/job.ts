import type { RouteDeps } from '../deps';

/**
 * Scheduled work: finds what is due at `now` and does it. Idempotent: run twice for the same
 * `now`, the second run finds nothing left to do. Returns how many items it handled.
 */
export interface Job {
  name: string;
  /** How often the server looks for due work. */
  everyMs: number;
  run(deps: RouteDeps, now: Date): Promise<number>;
}
