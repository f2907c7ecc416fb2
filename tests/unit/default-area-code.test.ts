import { describe, expect, it } from 'vitest';
import { defaultAreaCode } from '../../src/app/default-area-code';

describe('the area code a phone field starts with (spec section 9)', () => {
  it("is the signed-in traveller's own, on every form", () => {
    expect(defaultAreaCode('zh-HK', { areaCode: '853' })).toBe('853');
    expect(defaultAreaCode('en-US', { areaCode: '853' }, 'lounge')).toBe('853');
  });

  it('is otherwise 852 in English and 86 in Chinese', () => {
    expect(defaultAreaCode('en-US')).toBe('852');
    expect(defaultAreaCode('en-CA', null)).toBe('852');
    expect(defaultAreaCode('zh-CN', {})).toBe('86');
    expect(defaultAreaCode('zh-HK', { areaCode: null })).toBe('86');
  });

  it("is 86 on the lounge's contact whatever the language", () => {
    expect(defaultAreaCode('en-US', null, 'lounge')).toBe('86');
    expect(defaultAreaCode('zh-HK', null, 'lounge')).toBe('86');
  });
});
