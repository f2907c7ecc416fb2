import { describe, expect, it } from 'vitest';
import { englishWords } from '../../e2e/page-checks';

describe('English words on a Chinese page (the browser suite fails on them)', () => {
  const none = new Set<string>();

  it('finds English words, units and durations left in Latin letters', () => {
    expect(englishWords('繼續 Continue', none)).toEqual(['Continue']);
    expect(englishWords('寄艙行李 20 kg', none)).toEqual(['kg']);
    expect(englishWords('4h 25m', none)).toEqual(['4h', '25m']);
    expect(englishWords('Fortune Wings Club', none)).toEqual(['Fortune', 'Wings', 'Club']);
  });

  it('lets codes, numbers and references that stay Latin by nature pass', () => {
    expect(englishWords('香港（HKG）至東京（NRT）HKD 1,280', none)).toEqual([]);
    expect(englishWords('FW123 · 訂單 FW202611239589072254 · 國籍（如 HK）', none)).toEqual([]);
    expect(englishWords('座位 12A · A C D · 訂座編號 K7XQ2M', none)).toEqual([]);
    expect(englishWords('4小時25分 · 20 公斤', none)).toEqual([]);
  });

  it('lets e-mail addresses and what the traveller typed pass', () => {
    expect(englishWords('聯絡電郵 kaho@connect.hku.hk', none)).toEqual([]);
    expect(englishWords('CHAN Tai Man', new Set(['CHAN', 'TAI', 'MAN']))).toEqual([]);
  });
});
