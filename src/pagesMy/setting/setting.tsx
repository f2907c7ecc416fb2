import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateMember } from '../../../services/member';
import { updateMemberRequestSchema, type UpdateMemberRequest, type UserInfo } from '../../../services/schemas/member';
import { sessionActor } from '../../app/actors';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { useUser } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';

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
      <TextField label={t('field.nickName')} name="nickName" autoComplete="nickname" value={nickName} onChange={setNickName} error={errors.nickName} />
      <Select
        label={t('field.gender')}
        name="gender"
        value={gender}
        onChange={setGender}
        error={errors.gender}
        options={[
          { id: '-1', label: t('gender.unset') },
          { id: '1', label: t('gender.male') },
          { id: '0', label: t('gender.female') },
        ]}
      />
      <DateField label={t('field.birthday')} name="birthday" value={birthday} onChange={setBirthday} error={errors.birthday} />
      <Button type="submit" variant="primary" block busy={form.submitting}>
        {t('common.save')}
      </Button>
    </form>
  );
}
