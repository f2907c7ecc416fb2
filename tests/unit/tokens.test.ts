import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync('src/ui/tokens.css', 'utf8');
const token = (name: string) => {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`no colour token --${name}`);
  return value;
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(token(a)), luminance(token(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** Every text colour with the surfaces the components draw it on. */
const textPairs: [string, string][] = [
  ...['color-text', 'color-text-muted', 'color-brand', 'color-danger', 'color-success', 'color-warning', 'color-info'].flatMap(
    (text): [string, string][] => [
      [text, 'color-surface'],
      [text, 'color-background'],
    ],
  ),
  ['color-text', 'color-surface-sunken'],
  ['color-text-muted', 'color-surface-sunken'],
  ['color-on-brand', 'color-brand'],
  ['color-on-brand', 'color-brand-strong'],
  ['color-on-brand', 'color-brand-deep'],
  ['color-on-dark', 'color-toast'],
  ['color-brand', 'color-brand-tint'],
  ['color-danger', 'color-danger-tint'],
  ['color-success', 'color-success-tint'],
  ['color-warning', 'color-warning-tint'],
  ['color-info', 'color-info-tint'],
];

describe('design tokens', () => {
  it("paints the page background the spec's #F8F8F8 (section 9)", () => {
    expect(token('color-background').toLowerCase()).toBe('#f8f8f8');
  });

  it.each(textPairs)('%s on %s reaches AA (4.5:1)', (text, surface) => {
    expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws control borders and the focus ring at 3:1 against surfaces', () => {
    for (const line of ['color-border', 'color-focus']) {
      expect(contrast(line, 'color-surface')).toBeGreaterThanOrEqual(3);
      expect(contrast(line, 'color-background')).toBeGreaterThanOrEqual(3);
    }
  });
});
