import { code128, drawingSVG, pdf417, qrcode } from 'bwip-js/browser';

const symbols = { pdf417, code128, qrcode };
export type BarcodeSymbol = keyof typeof symbols;

/** Pixels a module: drawn unshrunk, about a third of a millimetre on a phone screen, wide enough for the readers at the gate. */
const BARCODE_MODULE_PX = 2;
/** A PDF417 boarding pass four data columns wide: 137 modules, so it fits a phone's width unshrunk. */
const shapes: Partial<Record<BarcodeSymbol, Record<string, unknown>>> = { pdf417: { columns: 4 }, code128: { height: 12, includetext: true } };

/** A barcode drawn as an SVG data URL, for an <img>; pages draw theirs off the main thread (use-barcode.ts). */
export function barcodeSrc(symbol: BarcodeSymbol, text: string): string {
  const drawn = symbols[symbol]({ bcid: symbol, text, scale: BARCODE_MODULE_PX, ...shapes[symbol] }, drawingSVG());
  // Its size in pixels as drawn, so that the image keeps it instead of the container's guess.
  const svg = drawn.replace(/<svg viewBox="0 0 (\d+) (\d+)"/, '<svg width="$1" height="$2" viewBox="0 0 $1 $2"');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
