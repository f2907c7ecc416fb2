import { useTranslation } from 'react-i18next';
import { getCaptcha } from '../../services/auth';
import type { Captcha } from '../../services/schemas/auth';
import { useLoad } from '../app/hooks';
import { Failed } from './Failed';
import { Field } from './fields';

/** The picture code asked after repeated wrong passwords; tap the picture for a new one. */
export function CaptchaField({ value, onValue, onKey }: { value: string; onValue: (v: string) => void; onKey: (key: string) => void }) {
  const { t } = useTranslation();
  const captcha = useLoad<Captcha>(async (signal) => {
    const c = await getCaptcha(signal);
    onKey(c.captchaKey);
    return c;
  });
  return (
    <>
      <Field label={t('field.captcha')}>
        <div className="field-row">
          <input value={value} onChange={(e) => onValue(e.target.value)} autoCapitalize="characters" />
          {captcha.data && <img className="captcha" src={captcha.data.image} alt={t('field.captchaRefresh')} onClick={captcha.reload} />}
        </div>
      </Field>
      {captcha.failed && <Failed error={captcha.error} onRetry={captcha.reload} />}
    </>
  );
}
