import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { submitInsurance } from '../../../services/emd';
import type { EmdInsureRequest, EmdOffers } from '../../../services/schemas/emd';
import { formatMoney } from '../../app/format';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { FormError } from '../../components/FormError';
import { paymentAddress } from '../../pagesBook/payment/payment-address';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';

/** Travel insurance for the whole trip: what covers it, or a product to buy in an add-on order. */
export function InsuranceCard({ offers }: { offers: EmdOffers }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { products, insured } = offers.insurance;
  const [code, setCode] = useState(products[0]?.code ?? '');
  const form = useFormSubmit((body: EmdInsureRequest, signal) =>
    submitInsurance(body, signal).then((order) => {
      navigate(paymentAddress('index', order.orderId));
      return order;
    }),
  );
  const nameOf = (c: string) => products.find((p) => p.code === c)?.name ?? c;
  return (
    <Card title={t('addOns.insuranceTitle')}>
      {insured ? (
        <p>{t('addOns.insured', { name: nameOf(insured) })}</p>
      ) : (
        <>
          <Select
            name="insurance"
            label={t('addOns.insuranceTitle')}
            options={products.map((p) => ({ id: p.code, label: t('addOns.insuranceOption', { name: p.name, price: formatMoney(p.pricePerPassenger, offers.currency) }) }))}
            value={code}
            onChange={setCode}
          />
          <FormError message={errorText(form.error)} />
          <Button block busy={form.submitting} onPress={() => form.submit({ orderId: offers.orderId, code })}>
            {t('addOns.insure')}
          </Button>
        </>
      )}
    </Card>
  );
}
