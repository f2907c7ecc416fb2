import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';

interface MoreFlightsProps {
  shown: number;
  total: number;
  /** The leg has flights beyond those shown. */
  hasMore: boolean;
  /** The next page is loading. */
  loading: boolean;
  onMore: () => void;
}

/** Under a leg's flights: how many of the day's are shown, and the next page while there are more. */
export function MoreFlights({ shown, total, hasMore, loading, onMore }: MoreFlightsProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <div className="more-flights">
      <p className="muted" role="status">
        {t('results.shown', { shown, total })}
      </p>
      {hasMore && (
        <Button block busy={loading} busyLabel={t('common.loading')} onPress={onMore}>
          {t('results.more')}
        </Button>
      )}
    </div>
  );
}
