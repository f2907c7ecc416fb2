import { useTranslation } from 'react-i18next';
import './utilities.css';
import './Skeleton.css';

/** Grey bars where content is coming; one "loading" for screen readers, the bars hidden from them. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="ui-skeleton" role="status" aria-live="polite">
      <span className="ui-visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonLine key={i} />
      ))}
    </div>
  );
}

/** One grey bar in place of a short value that is coming (a day's price); the page says "loading" once for all of them. */
export function SkeletonLine({ className = '' }: { className?: string }) {
  return <span className={`ui-skeleton-line ${className}`.trim()} aria-hidden="true" />;
}
