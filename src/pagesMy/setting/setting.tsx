import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateMember } from '../../../services/member';
import { updateMemberRequestSchema, type UpdateMemberRequest, type UserInfo } from '../../../services/schemas/member';
import { sessionActor } from '../../app/actors';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { useUser } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { Field, FormError, Input } from '../../components/fields';

/** The account's profile: nickname, gender and birthday; phone and e-mail are shown. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useUser();
  const [nickName, setNickName] = useState(user?.nickName ?? '');
  const [gender, setGender] = useState(String(user?.gender ?? -1));
  const [birthday, setBirthday] = useState(user?.birthday ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: UpdateMemberRequest, signal) => updateMember(payload, signal));

  useEffect(() => {
    if (!form.succeeded || !form.result) return;
    sessionActor.send({ type: 'user.updated', user: form.result as UserInfo });
    showToast(t('profile.saved'));
  }, [form.succeeded, form.result, t]);

  if (!user) return null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(updateMemberRequestSchema, {
      nickName: nickName || undefined,
      gender: Number(gender),
      birthday: birthday || undefined,
    });
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) form.submit(result.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={errorText(form.error)} />
      <div className="list">
        <div className="row">
          {t('field.mobile')}
          <span className="value">{user.mobile ? `+${user.areaCode} ${user.mobile}` : '-'}</span>
        </div>
        <div className="row">
          {t('field.email')}
          <span className="value">{user.email ?? '-'}</span>
        </div>
      </div>
      <Field label={t('field.nickName')} error={errors.nickName}>
        <Input name="nickName" value={nickName} onValue={setNickName} />
      </Field>
      <Field label={t('field.gender')} error={errors.gender}>
        <select value={gender} onChange={(e) => setGender(e.target.value)}>
          <option value="-1">{t('gender.unset')}</option>
          <option value="1">{t('gender.male')}</option>
          <option value="0">{t('gender.female')}</option>
        </select>
      </Field>
      <Field label={t('field.birthday')} error={errors.birthday}>
        <Input name="birthday" type="date" value={birthday} onValue={setBirthday} />
      </Field>
      <button type="submit" className="primary block">
        {form.submitting ? t('notice.submitting') : t('common.save')}
      </button>
    </form>
  );
}
