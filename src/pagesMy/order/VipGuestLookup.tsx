import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextLink } from '../../ui/TextLink';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { loungeOrderDetail, sendLoungeOrderCode } from '../../../services/lounge';
import { loungeSendCodeRequestSchema, type LoungeCodeSent } from '../../../services/schemas/lounge';
import { verificationCodeSchema } from '../../../services/schemas/validation';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { LOGIN_PATH } from '../../app/navigation';
import { validate, type FieldErrors } from '../../app/validate';
import { CodeField } from '../../components/CodeField';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** How a guest opens a VIP order: the key the code was sent for and the code; kept in the page's history entry, so a reload opens it again while the code lasts. */
export interface LoungeGuestAccess {
  codeKey: string;
  verifyCode: string;
}

const openSchema = z.extend(loungeSendCodeRequestSchema, { code: verificationCodeSchema });
const detailOf = (id: number) => `/pagesMy/pages/order/vipOrderDetail?id=${id}`;

/**
 * A VIP order bought without logging in, found by its order number and contact e-mail: a code goes
 * to that e-mail, and with it the order and its vouchers open.
 */
export function VipGuestLookup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [orderNo, setOrderNo] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<LoungeCodeSent | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const opening = useFormSubmit(async (access: LoungeGuestAccess & { id: number }, signal) => {
    await loungeOrderDetail(access, signal);
    return access;
  });
  const opened = opening.succeeded ? opening.result : null;
  useEffect(() => {
    if (opened) navigate(detailOf(opened.id), { state: { codeKey: opened.codeKey, verifyCode: opened.verifyCode } satisfies LoungeGuestAccess });
  }, [opened, navigate]);

  const check = (schema: z.ZodMiniType) => {
    const result = validate(schema, { orderNo, email, code });
    setErrors('errors' in result ? result.errors : {});
    return 'data' in result;
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!check(openSchema)) return;
    if (!sent) setErrors({ code: 'lounge.guestSendFirst' });
    else opening.submit({ id: sent.id, codeKey: sent.codeKey, verifyCode: code.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('lounge.guestFind')}</h2>
      <p>{t('lounge.guestIntro')}</p>
      <TextField label={t('lounge.orderNo')} name="orderNo" autoComplete="off" value={orderNo} onChange={setOrderNo} error={errors.orderNo} />
      <TextField label={t('field.email')} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      <CodeField
        value={code}
        onValue={setCode}
        error={errors.code}
        canSend={() => check(loungeSendCodeRequestSchema)}
        send={async (signal) => {
          const answer = await sendLoungeOrderCode({ orderNo, email }, signal);
          setSent(answer);
          return answer;
        }}
      />
      {sent && (
        <p role="status" data-testid="guest-code-sent">
          {t('guestOrder.codeSent', { email: sent.email })}
        </p>
      )}
      <FormError message={errorText(opening.error)} />
      <Button type="submit" variant="primary" block busy={opening.submitting}>
        {t('lounge.guestView')}
      </Button>
      <div className="link-row">
        <TextLink to={LOGIN_PATH}>{t('lounge.guestLogIn')}</TextLink>
      </div>
    </form>
  );
}
