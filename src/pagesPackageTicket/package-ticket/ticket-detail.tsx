import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { equityRule } from '../../../services/travel-pass';
import { formatDate, formatMoney } from '../../app/format';
import { useErrorText, useLoad } from '../../app/hooks';
import { useLocale, useUser } from '../../app/use-session';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { StepFailure } from '../../components/flow-steps';
import type { PageProps } from '../../page-props';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Stepper } from '../../ui/Stepper';
import { TextField } from '../../ui/TextField';
import { defaultAreaCode } from '../../app/default-area-code';
import { PackageFacts, PackageSummary } from './pass-parts';
import { BASE, useTravelPassFlow } from './travel-pass-actor';
import './travel-pass.css';

/** A package: what it gives, its equity rules, and buying it (or a reminder when it is coming soon). */
export default function TicketDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const locale = useLocale();
  const flow = useTravelPassFlow({ packageId: Number(query.id), orderId: null });
  const { state, send } = flow;
  const errorText = useErrorText();
  const rules = useLoad((signal) => equityRule(Number(query.id), signal));
  const { pkg, contact, quantity, orderId } = state.context;
  const ordered = !state.matches('choosing') && !state.matches('reminding') && !state.matches('creating') && !state.matches('unavailable') && orderId !== null;
  useEffect(() => {
    if (ordered) navigate(`${BASE}/payment?orderId=${orderId}`);
  }, [navigate, ordered, orderId]);
  useEffect(() => {
    // The contact starts as the signed-in user.
    if (user && state.matches('choosing') && contact.mobile === '' && contact.email === '') send({ type: 'contact.change', contact: { mobile: user.mobile ?? '', email: user.email ?? '', areaCode: defaultAreaCode(locale, user) } });
  }, [user, locale, state, contact, send]);
  if (state.matches('start') || state.matches('loadingPackage') || ordered) return <Loading />;
  if (state.matches('loadFailed')) return <Failed error={state.context.error} onRetry={() => send({ type: 'retry' })} />;
  if (!pkg) return null;
  return (
    <>
      <PackageSummary pkg={pkg} />
      <Card title={pkg.name}>
        <PackageFacts pkg={pkg} />
      </Card>
      <Card title={t('travelPass.rules')}>
        <p className="travel-pass-rules" data-testid="equity-rules">
          {rules.data?.rules ?? ''}
        </p>
      </Card>
      {state.matches('unavailable') ? (
        <Card title={t(`travelPass.saleStatus.SOLD_OUT`)}>
          <FormError message={errorText(state.context.error)} />
          <Button onPress={() => send({ type: 'restart' })}>{t('travelPass.retry')}</Button>
        </Card>
      ) : pkg.saleStatus === 'COMING_SOON' ? (
        <Card title={t('travelPass.saleOpens', { date: formatDate(pkg.saleStartsAt) })}>
          {pkg.reminded ? (
            <p role="status">{t('travelPass.reminded')}</p>
          ) : (
            <Button variant="primary" block busy={state.hasTag('busy')} onPress={() => send({ type: 'remind' })}>
              {t('travelPass.remind')}
            </Button>
          )}
          <StepFailure flow={flow} />
        </Card>
      ) : pkg.saleStatus === 'ON_SALE' ? (
        <Card title={t('travelPass.buy')}>
          <p className="muted">{t('travelPass.adultsOnly')}</p>
          <Stepper label={t('travelPass.quantity', { limit: pkg.limitBuy })} value={quantity} min={1} max={pkg.limitBuy} onChange={(q) => send({ type: 'quantity.change', quantity: q })} />
          <h3>{t('travelPass.contact')}</h3>
          <TextField label={t('travelPass.contactName')} name="contactName" value={contact.name} onChange={(name) => send({ type: 'contact.change', contact: { name } })} />
          <TextField label={t('field.mobile')} name="contactMobile" inputMode="tel" prefix={`+${contact.areaCode}`} value={contact.mobile} onChange={(mobile) => send({ type: 'contact.change', contact: { mobile } })} />
          <TextField label={t('field.email')} name="contactEmail" inputMode="email" value={contact.email} onChange={(email) => send({ type: 'contact.change', contact: { email } })} />
          <p>
            {t('travelPass.total')} <b data-testid="pass-total">{formatMoney(pkg.adultPrice * quantity, pkg.currency)}</b>
          </p>
          <StepFailure flow={flow} />
          <Button variant="primary" block busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'buy' })} onPress={() => send({ type: 'buy' })}>
            {t('travelPass.buy')}
          </Button>
        </Card>
      ) : null}
    </>
  );
}
