/** Check-in opens 48 hours before departure and closes 90 minutes before; the boarding pass is issued until then too. */
export const CHECK_IN_OPENS_HOURS = 48;
export const CHECK_IN_CLOSES_MINUTES = 90;

/** The check-in window of a departure (an ISO instant): when it opens and closes, as ISO instants. */
export function checkInWindowOf(depAt: string): { opensAt: string; closesAt: string } {
  const departure = Date.parse(depAt);
  return { opensAt: new Date(departure - CHECK_IN_OPENS_HOURS * 3_600_000).toISOString(), closesAt: new Date(departure - CHECK_IN_CLOSES_MINUTES * 60_000).toISOString() };
}
