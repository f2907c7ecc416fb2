import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import sc from '../../locales/sc.json' with { type: 'json' };
import tc from '../../locales/tc.json' with { type: 'json' };
import { providerReasonKey, providerReasons } from '../../services/schemas/payment';

describe('provider reasons', () => {
  it('has a translation of every reason a provider gives, in every language', () => {
    for (const catalogue of [en, sc, tc]) {
      for (const reason of Object.keys(providerReasons)) {
        const key = providerReasonKey(reason).split('.').at(-1)!;
        expect(catalogue.payment.reasons).toHaveProperty(key);
      }
    }
  });

  it('reads a reason the app does not know, or none, as a plain decline', () => {
    for (const reason of ['do not honour', 'toString', '', null, undefined]) expect(providerReasonKey(reason)).toBe('payment.reasons.other');
    expect(providerReasonKey('insufficient funds')).toBe('payment.reasons.insufficientFunds');
  });
});
