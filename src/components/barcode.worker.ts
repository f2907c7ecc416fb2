import { barcodeSrc, type BarcodeSymbol } from './barcode';

export interface BarcodeRequest {
  id: number;
  symbol: BarcodeSymbol;
  text: string;
}
export type BarcodeAnswer = { id: number; src: string } | { id: number; error: string };

// Drawn here rather than on the page: bwip-js's code and the symbol's encoding would hold the phone's main thread.
self.onmessage = ({ data: { id, symbol, text } }: MessageEvent<BarcodeRequest>) => {
  try {
    self.postMessage({ id, src: barcodeSrc(symbol, text) } satisfies BarcodeAnswer);
  } catch (error) {
    self.postMessage({ id, error: String(error) } satisfies BarcodeAnswer);
  }
};
