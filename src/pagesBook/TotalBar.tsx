import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceSummary } from '../../services/schemas/offer';
import { formatMoney } from '../app/format';
import { PriceBreakdown } from './PriceBreakdown';
import './booking.css';

/**
 * The sticky bar of a priced booking step: the running total, which opens its breakdown in a sheet,
 * and the step's action buttons.
 */
export function TotalBar({ price, children }: { price: PriceSummary | null; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="total-bar">
      {price && (
        <button type="button" className="total" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <span className="muted">{t('price.total')}</span>
          <strong data-testid="running-total">{formatMoney(price.total, price.currency)}</strong>
          <span className="details">{t('price.details')}</span>
        </button>
      )}
      <div className="actions">{children}</div>
      {open && price && (
        <Sheet title={t('price.breakdown')} onClose={() => setOpen(false)}>
          <PriceBreakdown price={price} />
        </Sheet>
      )}
    </div>
  );
}

/** A modal sheet from the bottom of the screen: the browser's dialog keeps the focus in it and closes it on Escape. */
function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className="sheet" aria-label={title} onClose={onClose}>
      <header>
        <h2>{title}</h2>
        <button type="button" onClick={() => ref.current?.close()}>
          {t('price.close')}
        </button>
      </header>
      {children}
    </dialog>
  );
}
