import { barcodeSrc } from './barcode';

/** The boarding pass's BCBP string as a PDF417 symbol (IATA Resolution 792). */
export default function BoardingBarcode({ bcbp, label }: { bcbp: string; label: string }) {
  return <img data-testid="boarding-barcode" data-bcbp={bcbp} src={barcodeSrc('pdf417', bcbp)} alt={label} />;
}
