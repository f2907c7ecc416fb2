import { drawingSVG, pdf417 } from 'bwip-js/browser';

/** The boarding pass's BCBP string as a PDF417 symbol (IATA Resolution 792), drawn as SVG; bwip-js loads only with this page. */
export default function BoardingBarcode({ bcbp, label }: { bcbp: string; label: string }) {
  const svg = pdf417({ bcid: 'pdf417', text: bcbp, scale: 2 }, drawingSVG());
  return <img data-testid="boarding-barcode" data-bcbp={bcbp} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} />;
}
