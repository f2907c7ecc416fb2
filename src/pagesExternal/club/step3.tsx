import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signUpClub } from '../../../services/member';
import { clubSignUpRequestSchema, clubStep3Schema, type ClubSignUpRequest, type ClubSignUpResult } from '../../../services/schemas/club-membership';
import { sessionActor } from '../../app/actors';
import { defaultAreaCode } from '../../app/default-area-code';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { useLocale, useUser } from '../../app/use-session';
import { useStoredState } from '../../app/use-stored-state';
import { validate, type FieldErrors } from '../../app/validate';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { ageRuleOf, AREA_CODE_STORE, CLUB_STEP, CLUB_SUCCESS, dropDraft, GUARDIAN_AREA_CODE_STORE, keepResult, step1Values, useClubDraft } from './draft';
import { RestartNote } from './RestartNote';
import { PrivacyLink } from '../../components/PrivacyLink';

const newPassword = { type: 'password', autoComplete: 'new-password' } as const;

/** Club sign-up, step 3: the club login password and the newsletter (not under 18); joining sends all three steps. */
export default function ClubStep3Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const user = useUser();
  const errorText = useErrorText();
  const { draft, change } = useClubDraft();
  const [areaCode] = useStoredState(AREA_CODE_STORE, () => defaultAreaCode(locale, user));
  const [guardianAreaCode] = useStoredState(GUARDIAN_AREA_CODE_STORE, () => defaultAreaCode(locale));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: ClubSignUpRequest, signal) => signUpClub(payload, signal));
  const minor = ageRuleOf(draft.birthday) !== null;

  useEffect(() => {
    if (!form.succeeded || !form.result) return;
    const result = form.result as ClubSignUpResult;
    keepResult(result);
    // Joined and bound to the signed-in account: the account now shows the membership.
    if (result.bound) sessionActor.send({ type: 'user.refresh' });
    dropDraft();
    navigate(CLUB_SUCCESS, { replace: true });
  }, [form.succeeded, form.result, navigate]);

  if (draft.done < 2 && !form.succeeded) return <RestartNote />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const step = validate(clubStep3Schema, { password, newsletter: draft.newsletter && !minor });
    const next: FieldErrors = 'errors' in step ? step.errors : {};
    if (confirm !== password) next.confirm = 'clubSignUp.passwordMismatch';
    if (!agreed) next.agreement = 'clubSignUp.agreementRequired';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const request = { ...step1Values(draft, guardianAreaCode), areaCode, mobile: draft.mobile, code: draft.code, email: draft.email, password, newsletter: draft.newsletter && !minor };
    const all = validate(clubSignUpRequestSchema, request);
    if ('errors' in all) return setErrors(all.errors);
    form.submit(all.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="step-note">{t('clubSignUp.steps', { step: 3 })}</p>
      <h2>{t('clubSignUp.step3')}</h2>
      <FormError message={errorText(form.error)} />
      <TextField
        label={t('clubSignUp.password')}
        name="password"
        {...newPassword}
        hint={t('clubSignUp.passwordHint')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          form.edit();
        }}
        error={errors.password}
      />
      <TextField label={t('clubSignUp.confirmPassword')} name="confirm" {...newPassword} value={confirm} onChange={setConfirm} error={errors.confirm} />
      <Checkbox name="newsletter" isSelected={draft.newsletter && !minor} isDisabled={minor} onChange={(v) => change({ newsletter: v })}>
        {t('clubSignUp.newsletter')}
      </Checkbox>
      {minor && <p className="muted">{t('clubSignUp.ageNoNewsletter')}</p>}
      <Checkbox name="agreement" isSelected={agreed} onChange={setAgreed} isInvalid={Boolean(errors.agreement)}>
        {t('clubSignUp.agreement')}
      </Checkbox>
      {errors.agreement && <div className="ui-field-error field-error">{t(errors.agreement)}</div>}
      <PrivacyLink />
      <Button type="submit" variant="primary" block busy={form.submitting}>
        {t('clubSignUp.submit')}
      </Button>
      <div className="link-row">
        <Link to={CLUB_STEP(2)}>{t('clubSignUp.back')}</Link>
      </div>
    </form>
  );
}
