import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../ui/RadioGroup';

export type CodeChannel = 'sms' | 'email';

/** Where a verification code goes: by SMS or by e-mail, side by side. */
export function CodeChannelChoice({ value, onChange }: { value: CodeChannel; onChange: (channel: CodeChannel) => void }) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={t('resetPassword.channel')}
      look="segmented"
      value={value}
      onChange={onChange}
      options={[
        ['sms', t('resetPassword.bySms')],
        ['email', t('resetPassword.byEmail')],
      ]}
    />
  );
}
