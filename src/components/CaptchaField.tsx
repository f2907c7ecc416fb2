import { useTranslation } from 'react-i18next';
import { getCaptcha } from '../../services/auth';
import type { Captcha } from '../../services/schemas/auth';
import { useLoad } from '../app/hooks';
import { Failed } from './Failed';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

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
      <TextField
        label={t('field.captcha')}
        name="captchaCode"
        value={value}
        onChange={onValue}
        suffix={
          captcha.data && (
            <Button variant="link" className="captcha-button" onPress={captcha.reload}>
              <img className="captcha" src={captcha.data.image} alt={t('field.captchaRefresh')} />
            </Button>
          )
        }
      />
      {captcha.failed && <Failed error={captcha.error} onRetry={captcha.reload} />}
    </>
  );
}
