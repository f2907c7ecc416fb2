import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFormSubmit } from '../app/hooks';
import { Dialog } from './Dialog';
import { FormError } from './FormError';

/**
 * Asks before something saved is removed (or before another step that cannot be undone); give it a
 * key per thing: one removal per dialog. Both buttons say what they do ("Keep order", "Cancel
 * order"): a bare "Cancel" beside a cancellation reads either way.
 */
export function RemoveDialog(props: { title: string; keepLabel: string; actionLabel: string; remove: (signal: AbortSignal) => Promise<unknown>; onClose: () => void; onRemoved: () => void }) {
  const { title, keepLabel, actionLabel, remove, onClose, onRemoved } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const removal = useFormSubmit((_: null, signal) => remove(signal));
  useEffect(() => {
    if (removal.succeeded) onRemoved();
  }, [removal.succeeded, onRemoved]);
  return (
    <Dialog
      title={title}
      actions={
        <>
          <button type="button" onClick={onClose}>
            {keepLabel}
          </button>
          <button type="button" className="primary" onClick={() => removal.submit(null)}>
            {removal.submitting ? t('notice.submitting') : actionLabel}
          </button>
        </>
      }
    >
      <FormError message={errorText(removal.error)} />
    </Dialog>
  );
}
