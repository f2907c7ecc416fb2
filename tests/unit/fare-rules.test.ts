import { describe, expect, it } from 'vitest';
import { fareRules } from '../../server/domain/booking/fare-rules';

describe("a fare brand's baggage rule", () => {
  it('gives the checked bag its 158 cm beside the cabin bag, in English and Chinese', () => {
    expect(fareRules('MAIN', 'en-US').rules[0]).toBe('Checked baggage: 20 kg free, each bag up to 158 cm in length, width and height together; cabin bag 7 kg, 56 × 36 × 23 cm.');
    expect(fareRules('MAIN', 'zh-HK').rules[0]).toBe('寄艙行李：免費 20 公斤，每件長闊高總和不超過 158 厘米；手提行李 7 公斤，56 × 36 × 23 厘米。');
  });
});
