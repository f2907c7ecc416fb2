import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bookingContactSchema, type BookingContact } from '../../../services/schemas/offer';
import { changeOrderContact, orderDetail } from '../../../services/order';
import type { OrderDetail } from '../../../services/schemas/order';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { useStoredState } from '../../app/use-stored-state';
import { validate, type FieldErrors } from '../../app/validate';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { PhoneField } from '../../components/PhoneField';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** The contact of one order: who the airline tells about it; changed here, then back to the order. */
export default function OrderContactPage({ query }: PageProps) {
  const orderId = Number(query.orderId);
  const order = useLoad((signal) => orderDetail(orderId, signal));
  if (order.loading) return <Loading />;
  if (!order.data) return <Failed error={order.error} onRetry={order.reload} />;
  return <ContactForm order={order.data} />;
}

function ContactForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const store = `orderContact.${order.orderId}`;
  const [fields, setFields] = useStoredState<Omit<BookingContact, 'areaCode'>>(store, () => ({ name: order.contact.name, mobile: order.contact.mobile, email: order.contact.email }));
  const [areaCode] = useStoredState(`areaCode.${store}`, () => order.contact.areaCode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useFormSubmit((contact: BookingContact, signal) => changeOrderContact({ orderId: order.orderId, contact }, signal));
  useEffect(() => {
    if (!saving.succeeded) return;
    showToast(t('common.saved'));
    navigate(-1);
  }, [saving.succeeded, navigate, t]);
  const contact = { ...fields, areaCode };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = validate(bookingContactSchema, contact);
        setErrors('errors' in result ? result.errors : {});
        if ('data' in result) saving.submit(result.data);
      }}
    >
      <p className="muted">{t('orders.contactFor', { orderNo: order.orderNo })}</p>
      <FormError message={errorText(saving.error)} />
      <fieldset className="card">
        <TextField label={t('book.contactName')} name="name" value={fields.name} onChange={(v) => setFields({ ...fields, name: v })} error={errors.name} />
        <PhoneField name="mobile" areaCode={areaCode} areaCodeStore={`areaCode.${store}`} mobile={fields.mobile} onMobile={(v) => setFields({ ...fields, mobile: v })} error={errors.mobile} />
        <TextField label={t('field.email')} name="email" type="email" value={fields.email} onChange={(v) => setFields({ ...fields, email: v })} error={errors.email} />
      </fieldset>
      <Button type="submit" variant="primary" block busy={saving.submitting}>
        {t('common.save')}
      </Button>
    </form>
  );
}
