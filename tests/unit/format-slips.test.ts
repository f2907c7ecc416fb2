import { describe, expect, it } from 'vitest';
import { formatSlips } from '../../e2e/page-checks';

describe('format slips on a page (the browser suite fails on them)', () => {
  it('finds ISO dates and date-times in every language', () => {
    expect(formatSlips('Valid to 2027-05-27', 'en-US')).toEqual(['2027-05-27']);
    expect(formatSlips('下單時間 2026-12-24T08:05', 'zh-HK')).toEqual(['2026-12-24T08:05']);
    expect(formatSlips('2026-12-24 08:05:00', 'zh-CN')).toEqual(['2026-12-24 08:05:00']);
    expect(formatSlips('24 Dec 2026, 08:05 · HKD 1,280', 'en-US')).toEqual([]);
  });

  it('finds times on a 12-hour clock: every page tells the time on the 24-hour one', () => {
    expect(formatSlips('Booked Dec 6, 2026, 7:44 AM', 'en-US')).toEqual(['7:44 AM']);
    expect(formatSlips('預訂時間 2026年12月6日 上午7:44', 'zh-HK')).toEqual(['上午7:44']);
    expect(formatSlips('下午 14:00-18:00 · 07:44', 'zh-HK')).toEqual([]);
  });

  it('finds ASCII colons and commas touching Chinese in Hong Kong Chinese', () => {
    expect(formatSlips('訂座編號: K7XQ2M', 'zh-HK')).toEqual(['號:']);
    expect(formatSlips('香港,東京', 'zh-HK')).toEqual(['港,']);
    expect(formatSlips('起飛 07:55 · HKD 1,280 · 訂座編號：K7XQ2M，已出票', 'zh-HK')).toEqual([]);
  });

  it("finds the second term of each pair in Hong Kong Chinese, and the stepper's default names", () => {
    expect(formatSlips('訂位編號', 'zh-HK')).toEqual(['訂位編號']);
    expect(formatSlips('我的次卡 · 你的行程', 'zh-HK')).toEqual(['次卡', '你']);
    expect(formatSlips('降低 成人 提高', 'zh-HK')).toEqual(['降低', '提高']);
    expect(formatSlips('單次兌換卡 · 您的行程 · 減少成人', 'zh-HK')).toEqual([]);
  });
});
