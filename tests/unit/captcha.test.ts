import { describe, expect, it } from 'vitest';
import { drawCaptcha } from '../../server/domain/captcha';

describe('picture code', () => {
  it('draws the answer as shapes with noise, never as text a script could read', () => {
    for (const answer of ['ABCD', 'HK23', 'ZZ99', 'WXYM']) {
      const svg = drawCaptcha(answer);
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<text|<tspan|font-family/i);
      // Nothing but markup: no text between the tags.
      expect(svg.replace(/<[^>]*>/g, '')).toBe('');
      expect(svg).not.toContain(answer);
      const glyphs = svg.match(/<path [^>]*fill="(?!none)[^"]*"/g) ?? [];
      const noise = svg.match(/<path [^>]*fill="none"/g) ?? [];
      expect(glyphs.length).toBe(answer.length);
      expect(noise.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws the same answer differently each time', () => {
    expect(drawCaptcha('ABCD')).not.toBe(drawCaptcha('ABCD'));
  });
});
