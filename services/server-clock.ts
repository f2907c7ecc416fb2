/**
 * The server's clock as its answers tell it (each carries `x-server-time`): countdowns run on it, not
 * on the phone's clock, which may be wrong, and which tests leave alone while they move the server's.
 */
let offsetMs = 0;

/** The server's time now, in milliseconds. */
export const serverNow = () => Date.now() + offsetMs;

/** Learns the server's time from an answer's `x-server-time` header; an answer without one changes nothing. */
export function heardServerTime(header: string | null): void {
  const at = header === null ? Number.NaN : Date.parse(header);
  if (!Number.isNaN(at)) offsetMs = at - Date.now();
}
