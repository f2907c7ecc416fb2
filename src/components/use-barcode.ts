import { useEffect, useState } from 'react';
import type { BarcodeSymbol } from './barcode';
import type { BarcodeAnswer, BarcodeRequest } from './barcode.worker';

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve: (src: string) => void; reject: (error: Error) => void }>();
/** Each symbol is drawn once a visit: a card drawn again (a pager swiped back) shows it at once. */
const drawn = new Map<string, Promise<string>>();
const shown = new Map<string, string>();

function drawer(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./barcode.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<BarcodeAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('src' in data) request?.resolve(data.src);
    else request?.reject(new Error(data.error));
  };
  // A worker that could not start (its script unreachable) fails what waits on it; the next symbol starts another.
  worker.onerror = () => {
    for (const request of waiting.values()) request.reject(new Error('The barcode drawer could not start.'));
    waiting.clear();
    worker = undefined;
  };
  return worker;
}

function draw(symbol: BarcodeSymbol, text: string): Promise<string> {
  const key = `${symbol} ${text}`;
  let src = drawn.get(key);
  if (!src) {
    const id = ++lastId;
    src = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject }));
    drawn.set(key, src);
    void src.then((s) => shown.set(key, s), () => drawn.delete(key));
    drawer().postMessage({ id, symbol, text } satisfies BarcodeRequest);
  }
  return src;
}

/** A barcode's image (an SVG data URL), drawn in a worker; undefined until it is drawn. A symbol that cannot be drawn fails the page, as a fault. */
export function useBarcodeSrc(symbol: BarcodeSymbol, text: string): string | undefined {
  const key = `${symbol} ${text}`;
  const [state, setState] = useState<{ key: string; src?: string; error?: Error }>(() => ({ key, src: shown.get(key) }));
  useEffect(() => {
    let current = true;
    draw(symbol, text).then(
      (src) => current && setState({ key, src }),
      (error: Error) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, symbol, text]);
  if (state.key === key && state.error) throw state.error;
  return state.key === key ? state.src : shown.get(key);
}
