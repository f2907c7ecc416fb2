import { barcodeSrc } from '../../components/barcode';

/** The membership card number as a Code 128 barcode, for scanning at the counter and the lounge. */
export default function CardBarcode({ cardNo, label }: { cardNo: string; label: string }) {
  return <img data-testid="card-barcode" data-card-no={cardNo} src={barcodeSrc('code128', cardNo)} alt={label} />;
}
