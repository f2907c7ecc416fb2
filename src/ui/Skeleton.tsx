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
        <span key={i} className="ui-skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}
