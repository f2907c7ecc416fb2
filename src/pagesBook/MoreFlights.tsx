import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';

interface MoreFlightsProps {
  shown: number;
  total: number;
  /** The flow takes More flights now: the leg has more, or its page is loading or failed. */
  canLoadMore: boolean;
  /** The next page is loading. */
  loading: boolean;
  onMore: () => void;
}

/** Under a leg's flights: how many of the day's are shown, and the next page while there are more. */
export function MoreFlights({ shown, total, canLoadMore, loading, onMore }: MoreFlightsProps) {
  const { t } = useTranslation();
  const line = useRef<HTMLParagraphElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  // The last page loaded takes the button away: its focus goes to the line that says so, not to the page's start.
  useEffect(() => {
    if (!canLoadMore && hadFocus.current) line.current?.focus();
    hadFocus.current = false;
  }, [canLoadMore]);
  if (total === 0) return null;
  return (
    <div ref={box} className="more-flights">
      <p ref={line} className="muted" role="status" tabIndex={-1}>
        {t('results.shown', { shown, count: total })}
      </p>
      {canLoadMore && (
        <Button
          block
          busy={loading}
          onPress={() => {
            hadFocus.current = box.current?.contains(document.activeElement) === true;
            onMore();
          }}
        >
          {t('results.more')}
        </Button>
      )}
    </div>
  );
}
