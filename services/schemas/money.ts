import type { PriceSummary } from './offer';

/** A sum of amounts in a currency: Canadian dollars keep their cents, the others are whole units. */
export const sum = (amounts: number[], currency: PriceSummary['currency']) =>
  currency === 'CAD' ? Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100 : amounts.reduce((a, b) => a + b, 0);
