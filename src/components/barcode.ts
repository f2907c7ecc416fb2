import { code128, drawingSVG, pdf417, qrcode } from 'bwip-js/browser';

const symbols = { pdf417, code128, qrcode };

/** A barcode drawn as an SVG data URL, for an <img>; bwip-js loads only with the page that draws one. */
export function barcodeSrc(symbol: keyof typeof symbols, text: string): string {
  const svg = symbols[symbol]({ bcid: symbol, text, scale: 2, ...(symbol === 'code128' && { height: 12, includetext: true }) }, drawingSVG());
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
