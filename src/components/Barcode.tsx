import type { ImgHTMLAttributes } from 'react';
import type { BarcodeSymbol } from './barcode';
import { useBarcodeSrc } from './use-barcode';
import './barcode.css';

type Props = { symbol: BarcodeSymbol; text: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>;

/** A barcode as an image, drawn off the main thread; the symbol's room is kept (and named) while it is drawn. */
export function Barcode({ symbol, text, alt, ...img }: Props) {
  const src = useBarcodeSrc(symbol, text);
  return src ? <img {...img} src={src} alt={alt} /> : <span className={`barcode-drawing barcode-${symbol}`} role="img" aria-label={alt} aria-busy="true" />;
}
