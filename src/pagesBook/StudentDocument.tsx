import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../services/schemas/upload';
import { uploadStudentDocument } from '../../services/upload';
import { useErrorText, useFormSubmit } from '../app/hooks';
import { FormError } from '../components/FormError';
import { TextField } from '../ui/TextField';

/**
 * The student offer's proof of study, uploaded with its progress shown and then named by its id,
 * and the student's institution e-mail.
 */
export function StudentDocument(props: {
  uploaded: UploadedFile | null;
  onUploaded: (file: UploadedFile) => void;
  email: string;
  onEmail: (email: string) => void;
  emailError?: string;
}) {
  const { uploaded, onUploaded, email, onEmail, emailError } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [percent, setPercent] = useState(0);
  const form = useFormSubmit((file: File, signal) => uploadStudentDocument(file, setPercent, signal));
  useEffect(() => {
    if (form.succeeded && form.result) onUploaded(form.result as UploadedFile);
  }, [form.succeeded, form.result, onUploaded]);
  return (
    <fieldset className="card">
      <legend>{t('book.studentDocument')}</legend>
      <input type="file" aria-label={t('book.studentDocument')} name="studentDocument" accept="image/jpeg,image/png,application/pdf" onChange={(e) => e.target.files?.[0] && form.submit(e.target.files[0])} />
      {form.submitting && <progress max={100} value={percent} aria-label={t('book.uploading', { percent })} />}
      {uploaded && <p className="muted">{t('book.uploaded', { name: uploaded.fileName })}</p>}
      <FormError message={errorText(form.error)} />
      <TextField label={t('book.studentEmail')} name="studentEmail" type="email" autoComplete="email" value={email} onChange={onEmail} error={emailError} />
    </fieldset>
  );
}
