import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../../../services/auth';
import { smsCodeRequestSchema } from '../../../services/schemas/auth';
import { clubStep2Schema } from '../../../services/schemas/club-membership';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale, useUser } from '../../app/use-session';
import { useStoredState } from '../../app/use-stored-state';
import { validate, type FieldErrors } from '../../app/validate';
import { CodeField } from '../../components/CodeField';
import { PhoneField } from '../../components/PhoneField';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AREA_CODE_STORE, CLUB_STEP, useClubDraft } from './draft';
import { RestartNote } from './RestartNote';

/** Club sign-up, step 2: the mobile number proven by an SMS code, and the e-mail address. */
export default function ClubStep2Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const user = useUser();
  const { draft, change } = useClubDraft();
  const [areaCode] = useStoredState(AREA_CODE_STORE, () => defaultAreaCode(locale, user));
  const [errors, setErrors] = useState<FieldErrors>({});
  if (draft.done < 1) return <RestartNote />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(clubStep2Schema, { areaCode, mobile: draft.mobile, code: draft.code, email: draft.email });
    setErrors('errors' in result ? result.errors : {});
    if ('errors' in result) return;
    change({ done: 2 });
    navigate(CLUB_STEP(3));
  };

  const canSendCode = () => {
    const result = validate(smsCodeRequestSchema, { areaCode, mobile: draft.mobile, purpose: 'club' });
    setErrors('errors' in result ? result.errors : {});
    return 'data' in result;
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="step-note">{t('clubSignUp.steps', { step: 2 })}</p>
      <h2>{t('clubSignUp.step2')}</h2>
      <PhoneField areaCode={areaCode} areaCodeStore={AREA_CODE_STORE} mobile={draft.mobile} onMobile={(v) => change({ mobile: v })} error={errors.mobile} />
      <CodeField
        value={draft.code}
        onValue={(v) => change({ code: v })}
        error={errors.code}
        canSend={canSendCode}
        send={(signal) => sendSmsCode({ areaCode, mobile: draft.mobile, purpose: 'club' }, signal)}
      />
      <TextField label={t('field.email')} name="email" type="email" autoComplete="email" value={draft.email} onChange={(v) => change({ email: v })} error={errors.email} />
      <Button type="submit" variant="primary" block>
        {t('clubSignUp.next')}
      </Button>
      <div className="link-row">
        <Link to={CLUB_STEP(1)}>{t('clubSignUp.back')}</Link>
      </div>
    </form>
  );
}
