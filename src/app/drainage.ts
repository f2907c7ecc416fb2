import { readJson, writeJson } from './storage';

/**
 * The link from outside the app this tab's visit came in at, naming its campaign (the system state's
 * impressions, spec section 3): the visit is recorded, and so is each order the traveller then places.
 */
const NAME = 'drainageVisit';

/** Its service is loaded only when a visit is or an order is reported. */
const system = () => import('../../services/system');

export function recordDrainageVisit(url: string): void {
  writeJson(sessionStorage, NAME, url);
  void system().then((s) => s.addDrainageVisit(url)).catch(() => {});
}

/** Counts an order for the campaign of the visit, if this visit came from such a link. */
export function reportDrainageOrder(orderNo: string): void {
  const url = readJson<string>(sessionStorage, NAME);
  if (url) void system().then((s) => s.addDrainageOrder(url, orderNo)).catch(() => {});
}
