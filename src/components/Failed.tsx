import { useTranslation } from 'react-i18next';
import type { FlowError } from '../../machines/error-message';
import { useErrorText } from '../app/hooks';

/**
 * A call that failed, as its statechart keeps it: the localised message (the only place it shows,
 * no toast) and a Retry that sends the call again, enabled when the statechart takes it.
 */
export function Failed({ error, onRetry, canRetry = true }: { error: FlowError | null; onRetry: () => void; canRetry?: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="failed" data-testid="failed">
      <p className="form-error" role="alert">
        {errorText(error)}
      </p>
      <button type="button" disabled={!canRetry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
