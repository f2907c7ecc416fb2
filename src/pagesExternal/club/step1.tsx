import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { clubStep1Schema, guardianRelationships, guardianSchema } from '../../../services/schemas/club-membership';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale } from '../../app/use-session';
import { useStoredState } from '../../app/use-stored-state';
import { validate, type FieldErrors } from '../../app/validate';
import { PassengerFields, type PassengerIdentity } from '../../components/PassengerFields';
import { PhoneField } from '../../components/PhoneField';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { ageRuleOf, CLUB_STEP, GUARDIAN_AREA_CODE_STORE, step1Values, useClubDraft } from './draft';

const ageNotes = { tooYoung: 'clubSignUp.ageTooYoung', guardian: 'clubSignUp.ageGuardian', noNewsletter: 'clubSignUp.ageNoNewsletter' } as const;

/** Club sign-up, step 1: who joins, as in their travel document; the age rules show as the birthday is typed. */
export default function ClubStep1Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const { draft, change } = useClubDraft();
  const [guardianAreaCode] = useStoredState(GUARDIAN_AREA_CODE_STORE, () => defaultAreaCode(locale));
  const [errors, setErrors] = useState<FieldErrors>({});
  const ageRule = ageRuleOf(draft.birthday);

  const identity: PassengerIdentity = {
    lastName: draft.lastName,
    firstName: draft.firstName,
    gender: draft.gender,
    birthday: draft.birthday,
    certType: draft.idType,
    certNo: draft.idNo,
    certExpiry: draft.idExpiry,
    nationality: draft.nationality,
  };
  const onIdentity = ({ certType, certNo, certExpiry, ...rest }: Partial<PassengerIdentity>) =>
    change({ ...rest, ...(certType && { idType: certType }), ...(certNo !== undefined && { idNo: certNo }), ...(certExpiry !== undefined && { idExpiry: certExpiry }) });
  const identityErrors: Partial<Record<keyof PassengerIdentity, string>> = { certNo: errors.idNo, certExpiry: errors.idExpiry, certType: errors.idType };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = step1Values(draft, guardianAreaCode);
    const result = validate(clubStep1Schema, values);
    const next: FieldErrors = 'errors' in result ? result.errors : {};
    if (ageRule === 'tooYoung') next.birthday = 'clubSignUp.ageTooYoung';
    if (values.guardian) {
      const guardian = validate(guardianSchema, values.guardian);
      if ('errors' in guardian) for (const [field, key] of Object.entries(guardian.errors)) next[`guardian.${field}`] = key;
    }
    delete next.guardian;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    change({ done: 1, ...(ageRule !== null && { newsletter: false }) });
    navigate(CLUB_STEP(2));
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="step-note">{t('clubSignUp.steps', { step: 1 })}</p>
      <h2>{t('clubSignUp.step1')}</h2>
      <PassengerFields value={identity} onChange={onIdentity} errorOf={(field) => identityErrors[field] ?? errors[field]} />
      {ageRule && (
        <p className={ageRule === 'tooYoung' ? 'field-error' : 'muted'} role="status" data-testid="age-note">
          {t(ageNotes[ageRule])}
        </p>
      )}
      <div className="field-row">
        <TextField label={t('clubSignUp.chineseLastName')} name="chineseLastName" value={draft.chineseLastName} onChange={(v) => change({ chineseLastName: v })} error={errors.chineseLastName} />
        <TextField label={t('clubSignUp.chineseFirstName')} name="chineseFirstName" value={draft.chineseFirstName} onChange={(v) => change({ chineseFirstName: v })} error={errors.chineseFirstName} />
      </div>
      {ageRule === 'guardian' && (
        <fieldset className="club-guardian">
          <legend>{t('clubSignUp.guardianTitle')}</legend>
          <TextField label={t('clubSignUp.guardianName')} name="guardianName" value={draft.guardianName} onChange={(v) => change({ guardianName: v })} error={errors['guardian.name']} />
          <Select
            label={t('clubSignUp.relationship')}
            name="guardianRelationship"
            placeholder={t('clubSignUp.relationship')}
            options={guardianRelationships.map((r) => ({ id: r, label: t(`clubSignUp.relationships.${r}`) }))}
            value={draft.guardianRelationship || null}
            onChange={(v) => change({ guardianRelationship: v })}
            error={errors['guardian.relationship']}
          />
          <PhoneField
            label={t('clubSignUp.guardianPhone')}
            name="guardianMobile"
            areaCode={guardianAreaCode}
            areaCodeStore={GUARDIAN_AREA_CODE_STORE}
            mobile={draft.guardianMobile}
            onMobile={(v) => change({ guardianMobile: v })}
            error={errors['guardian.mobile']}
          />
        </fieldset>
      )}
      <Button type="submit" variant="primary" block>
        {t('clubSignUp.next')}
      </Button>
    </form>
  );
}
