import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { guestOrderClaim, guestOrderCode, guestOrderVerify } from '../../../services/order';
import { guestOrderLookupSchema, guestOrderVerifyRequestSchema, type GuestOrderVerifyRequest } from '../../../services/schemas/order';
import { keepGuestOrder } from '../../app/guest';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { useSignedIn } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import type { PageProps } from '../../page-props';
import { CodeField } from '../../components/CodeField';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

const detailOf = (orderId: number) => `/pagesMy/pages/order/detail?orderId=${orderId}`;

/**
 * The visitor page: a booking made as a guest found again by its booking reference and a
 * passenger's last name, with a code e-mailed to the booking's contact. A guest then sees the
 * order; a logged-in user adds it to their orders.
 */
export default function VisitorPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const signedIn = useSignedIn();
  const [pnr, setPnr] = useState(query.pnr ?? '');
  const [lastName, setLastName] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const opening = useFormSubmit(async (request: GuestOrderVerifyRequest, signal) => {
    if (signedIn) return (await guestOrderClaim(request, signal)).orderId;
    const access = await guestOrderVerify(request, signal);
    keepGuestOrder(access);
    return access.orderId;
  });
  const openedId = opening.succeeded ? opening.result : null;
  useEffect(() => {
    if (openedId !== null) navigate(detailOf(openedId), { replace: true });
  }, [openedId, navigate]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(guestOrderVerifyRequestSchema, { pnr, lastName, code });
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) opening.submit(result.data);
  };
  const canSendCode = () => {
    const result = validate(guestOrderLookupSchema, { pnr, lastName });
    setErrors('errors' in result ? result.errors : {});
    return 'data' in result;
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t('guestOrder.intro')}</p>
      <TextField label={t('guestOrder.pnr')} name="pnr" autoComplete="off" value={pnr} onChange={setPnr} error={errors.pnr} />
      <TextField label={t('guestOrder.lastName')} name="lastName" autoComplete="family-name" value={lastName} onChange={setLastName} error={errors.lastName} />
      <CodeField
        value={code}
        onValue={setCode}
        error={errors.code}
        canSend={canSendCode}
        send={async (signal) => {
          const sent = await guestOrderCode({ pnr, lastName }, signal);
          setSentTo(sent.email);
          return sent;
        }}
      />
      {sentTo && (
        <p role="status" data-testid="guest-code-sent">
          {t('guestOrder.codeSent', { email: sentTo })}
        </p>
      )}
      <FormError message={errorText(opening.error)} />
      {signedIn && <p className="muted">{t('guestOrder.claimHint')}</p>}
      <Button type="submit" variant="primary" block busy={opening.submitting}>
        {signedIn ? t('guestOrder.claim') : t('guestOrder.view')}
      </Button>
      {signedIn && (
        <div className="link-row">
          <Link to="/pagesMy/pages/addOnService/index">{t('addOnOrders.title')}</Link>
        </div>
      )}
    </form>
  );
}
