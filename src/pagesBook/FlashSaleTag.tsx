import { useTranslation } from 'react-i18next';
import { useUser } from '../app/use-session';

/** The Flash Sale mark, only where such a fare is sold and the reader may buy it: a signed-in Fortune Wings Club member. */
export function FlashSaleTag({ onSale }: { onSale: boolean }) {
  const { t } = useTranslation();
  const member = Boolean(useUser()?.jpClubId);
  return onSale && member ? <span className="tag">{t('results.flashSale')}</span> : null;
}
