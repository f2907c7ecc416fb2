import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceSummary } from '../../services/schemas/offer';
import { formatMoney } from '../app/format';
import { BottomBar } from '../ui/BottomBar';
import { Button } from '../ui/Button';
import { DialogTrigger, Sheet } from '../ui/Sheet';
import { PriceBreakdown } from './PriceBreakdown';
import './booking.css';

/**
 * The sticky bar of a priced booking step: the running total, whose details open its breakdown in
 * a sheet, and the step's action buttons.
 */
export function TotalBar({ price, children }: { price: PriceSummary | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BottomBar
      label={t('price.total')}
      total={<span className="running-total" data-testid="running-total">{price ? formatMoney(price.total, price.currency) : ''}</span>}
      detail={
        price && (
          <DialogTrigger>
            <Button variant="link" className="total-details">
              {t('price.details')}
            </Button>
            <Sheet title={t('price.breakdown')} actions={<Button slot="close">{t('price.close')}</Button>}>
              <PriceBreakdown price={price} />
            </Sheet>
          </DialogTrigger>
        )
      }
    >
      <div className="total-actions">{children}</div>
    </BottomBar>
  );
}
