import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useErrorText, useFormSubmit, useLoad } from '../app/hooks';
import { showToast } from '../app/toast';
import { validate, type FieldErrors } from '../app/validate';
import { FormError } from '../components/FormError';
import { Button } from '../ui/Button';
import { Failed } from '../components/Failed';
import { Loading } from '../components/Loading';

/**
 * The form of a saved passenger or contact: adds one, or changes `saved`, checked by the shared
 * schemas first; once saved, a notice and back to the list.
 */
export function useSaveForm<F extends object>(options: {
  saved: { id: number } | null;
  addSchema: z.ZodMiniType;
  saveSchema: z.ZodMiniType;
  add: (body: F, signal: AbortSignal) => Promise<unknown>;
  save: (body: F & { id: number }, signal: AbortSignal) => Promise<unknown>;
}) {
  const { saved, addSchema, saveSchema, add, save } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useFormSubmit((body: F, signal) => (saved ? save({ ...body, id: saved.id }, signal) : add(body, signal)));
  useEffect(() => {
    if (!submission.succeeded) return;
    showToast(t('common.saved'));
    navigate(-1);
  }, [submission.succeeded, navigate, t]);
  const submit = (form: F) => {
    const result = saved ? validate(saveSchema, { ...form, id: saved.id }) : validate(addSchema, form);
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) submission.submit(form);
  };
  return { errors, submit, submitting: submission.submitting, error: submission.error };
}

/** The form around a saved item's fields: its error, and the save button. */
export function SaveFormFrame<F extends object>({ state, value, children }: { state: ReturnType<typeof useSaveForm<F>>; value: F; children: ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        state.submit(value);
      }}
      noValidate
    >
      <FormError message={errorText(state.error)} />
      <fieldset className="card">{children}</fieldset>
      <Button type="submit" variant="primary" block busy={state.submitting}>
        {t('common.save')}
      </Button>
    </form>
  );
}

/** With ?id=, the saved item to change (from the list), or a message that it is gone; without, a new one. */
export function SavedItem<T extends { id: number }>(props: {
  id: string | undefined;
  list: (signal: AbortSignal) => Promise<{ records: T[] }>;
  notFoundKey: string;
  children: (saved: T | null) => ReactNode;
}) {
  const { id, list, notFoundKey, children } = props;
  const { t } = useTranslation();
  const loaded = useLoad((signal) => (id ? list(signal) : Promise.resolve(null)));
  if (loaded.loading) return <Loading />;
  if (!id) return <>{children(null)}</>;
  if (!loaded.data) return <Failed error={loaded.error} onRetry={loaded.reload} />;
  const saved = loaded.data.records.find((item) => item.id === Number(id));
  if (!saved) return <FormError message={t(notFoundKey)} />;
  return <>{children(saved)}</>;
}
