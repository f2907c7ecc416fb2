import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { TextLink } from '../../ui/TextLink';
import { maxQuantity, problemsOf, type LoungeOrderType } from '../../../machines/lounge-order.machine';
import { meetGreetSlotNames, meetGreetSlots, type LoungeProduct } from '../../../services/schemas/lounge';
import { settingsActor } from '../../app/actors';
import { formatDate, formatDayOfWeek, formatMoney } from '../../app/format';
import { useErrorText } from '../../app/hooks';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale, useUser } from '../../app/use-session';
import { useStoredState } from '../../app/use-stored-state';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { PhoneField } from '../../components/PhoneField';
import { PrivacyLink } from '../../components/PrivacyLink';
import { StepFailure } from '../../components/flow-steps';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { DateField } from '../../ui/DateField';
import { RadioGroup } from '../../ui/RadioGroup';
import { Select } from '../../ui/Select';
import { Stepper } from '../../ui/Stepper';
import { TextField } from '../../ui/TextField';
import { NameFields, ProductFacts, Price } from './lounge-parts';
import { dayAfter, useLoungeOrder, type LoungeOrderFlow } from './lounge-order-actor';

const AREA_CODE_STORE = 'areaCode.loungeContact';
/** Days on sale ahead, as the server sells them. */
const DAYS_OFFERED = 60;

/** The lounge (or meet-and-greet) order form of a product (`productId` in the address), following the lounge order statechart. */
export function OrderForm({ productType, query }: { productType: LoungeOrderType; query: Record<string, string> }) {
  const { t } = useTranslation();
  const currency = useSelector(settingsActor, (s) => s.context.currency);
  const productId = /^[1-9]\d{0,9}$/.test(query.productId ?? '') ? Number(query.productId) : null;
  const flow = useLoungeOrder(productType, productId, currency);
  const { state, send } = flow;
  if (state.matches('loading') || state.matches('ordered')) return <Loading />;
  if (state.matches('loadFailed')) return <Failed error={state.context.error} onRetry={() => send({ type: 'retry' })} />;
  const product = state.context.products.find((p) => p.productId === state.context.productId);
  return (
    <>
      <Card title={productType === 'MEET_GREET' ? t('lounge.meetGreet') : t('lounge.lounges')}>
        <Choices flow={flow} />
        {product && <Price product={product} />}
        {product && <ProductFacts product={product} />}
      </Card>
      <StockStep flow={flow} />
    </>
  );
}

/** The product and the day. */
function Choices({ flow }: { flow: LoungeOrderFlow }) {
  const { t } = useTranslation();
  const { state, send } = flow;
  const meetGreet = state.context.productType === 'MEET_GREET';
  const days = Array.from({ length: DAYS_OFFERED }, (_, i) => dayAfter(i + (meetGreet ? 2 : 0)));
  const label = (p: LoungeProduct) => `${p.airportName} · ${p.productName}`;
  return (
    <>
      <Select
        label={meetGreet ? t('lounge.service') : t('lounge.product')}
        name="productId"
        options={state.context.products.map((p) => ({ id: String(p.productId), label: label(p) }))}
        value={state.context.productId === null ? null : String(state.context.productId)}
        onChange={(id) => send({ type: 'product.choose', productId: Number(id) })}
      />
      <Select
        label={meetGreet ? t('lounge.flightDate') : t('lounge.useDate')}
        name="useDate"
        options={days.map((d) => ({ id: d, label: formatDayOfWeek(d) }))}
        value={state.context.useDate}
        onChange={(useDate) => send({ type: 'date.choose', useDate })}
      />
    </>
  );
}

/** What the day's stock allows: the form, or why not. */
function StockStep({ flow }: { flow: LoungeOrderFlow }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, send } = flow;
  if (state.matches('choosing')) return <p className="muted">{t('lounge.chooseProduct')}</p>;
  if (state.matches('checking')) return <Loading />;
  if (state.matches('checkFailed')) return <StepFailure flow={flow} />;
  if (state.matches('soldOut'))
    return (
      <Card title={t('lounge.soldOutTitle')}>
        <p role="alert">{t('lounge.soldOut', { date: formatDate(state.context.useDate) })}</p>
      </Card>
    );
  if (state.matches('insufficient'))
    return (
      <Card title={t('lounge.insufficientTitle')}>
        <p className="form-error" role="alert">
          {errorText(state.context.error)}
        </p>
        <Button variant="primary" onPress={() => send({ type: 'recheck' })}>
          {t('lounge.recheck')}
        </Button>
      </Card>
    );
  return <Form flow={flow} />;
}

/** Quantity, the users, meet-and-greet's flight, the contact, the consent; then submit. */
function Form({ flow }: { flow: LoungeOrderFlow }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, send } = flow;
  const { context } = state;
  const meetGreet = context.productType === 'MEET_GREET';
  const problems = problemsOf(context);
  // Each field's problem shows once it is typed in, and every one once the traveller tries to submit.
  const [tried, setTried] = useState(false);
  const problem = (field: string, value: unknown) => (tried || (value !== '' && value !== false) ? problems[field] : undefined);
  const user = useUser();
  const locale = useLocale();
  const contactAreaCode = context.contact.areaCode ?? defaultAreaCode(locale, null, 'lounge');
  // The area-code picker writes its choice there and comes back; a contact not yet typed starts as the traveller's own number.
  const [areaCode] = useStoredState(AREA_CODE_STORE, () => (context.contact.mobile === '' ? defaultAreaCode(locale, user, 'lounge') : contactAreaCode));
  useEffect(() => {
    if (areaCode !== contactAreaCode) send({ type: 'contact.change', contact: { areaCode } });
  }, [areaCode, contactAreaCode, send]);
  const startAsTraveller = useEffectEvent(() => {
    if (user && context.contact.mobile === '' && context.contact.email === '') send({ type: 'contact.change', contact: { mobile: user.mobile ?? '', email: user.email ?? '' } });
  });
  useEffect(() => startAsTraveller(), []);
  const product = context.products.find((p) => p.productId === context.productId);
  const max = maxQuantity(context.stock);
  const submit = () => {
    setTried(true);
    send({ type: 'submit' });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Card title={meetGreet ? t('lounge.travellers') : t('lounge.quantity')}>
        <p className="muted">{t('lounge.stockOnDay', { count: context.stock?.inventory ?? 0, total: context.stock?.totalInventory ?? 0 })}</p>
        <Stepper
          label={meetGreet ? t('lounge.travellers') : t('lounge.quantity')}
          hint={t('lounge.quantityHint', { max })}
          value={context.quantity}
          min={1}
          max={max}
          onChange={(quantity) => send({ type: 'quantity.change', quantity })}
        />
        {!meetGreet && <p className="muted">{t('lounge.childCounts')}</p>}
      </Card>
      {context.users.map((user, index) => (
        <Card key={index} title={meetGreet ? t('lounge.travellerN', { n: index + 1 }) : t('lounge.userN', { n: index + 1 })}>
          <div className="lounge-user">
            <p className="muted">{t('lounge.nameHint')}</p>
            <NameFields
              names={[`lastName${index}`, `firstName${index}`]}
              value={user}
              onChange={(change) => send({ type: 'user.change', index, user: change })}
              errorOf={(field) => problem(`users.${index}.${field}`, user[field])}
            />
            {meetGreet && (
              <DateField
                label={t('field.birthday')}
                name={`birthday${index}`}
                value={user.birthday ?? ''}
                onChange={(birthday) => send({ type: 'user.change', index, user: { birthday } })}
                error={problem(`users.${index}.birthday`, user.birthday ?? '')}
              />
            )}
          </div>
        </Card>
      ))}
      {meetGreet && problems.companion && (
        <p className="form-error" role="alert">
          {t(problems.companion)}
        </p>
      )}
      {meetGreet && <FlightFields flow={flow} problem={problem} />}
      <Card title={t('lounge.contact')}>
        <TextField
          label={t('lounge.contactName')}
          name="contactName"
          value={context.contact.name}
          onChange={(name) => send({ type: 'contact.change', contact: { name } })}
          error={problem('contact.name', context.contact.name)}
        />
        <PhoneField
          areaCode={contactAreaCode}
          areaCodeStore={AREA_CODE_STORE}
          mobile={context.contact.mobile}
          onMobile={(mobile) => send({ type: 'contact.change', contact: { mobile } })}
          error={problem('contact.mobile', context.contact.mobile)}
        />
        <TextField
          label={t('field.email')}
          name="email"
          type="email"
          value={context.contact.email}
          onChange={(email) => send({ type: 'contact.change', contact: { email } })}
          error={problem('contact.email', context.contact.email)}
        />
        <Checkbox isSelected={context.privacyConsent} onChange={(accepted) => send({ type: 'consent.change', accepted })}>
          {t('lounge.consent')}
        </Checkbox>
        {problem('privacyConsent', context.privacyConsent) && (
          <p className="form-error" role="alert">
            {t('book.consentRequired')}
          </p>
        )}
        <PrivacyLink />
        <p className="muted">
          <TextLink to="/pagesMy/pages/usageGuideline/vipLoungeUsage">{t('lounge.usageLink')}</TextLink>
        </p>
      </Card>
      {state.matches({ filling: 'refused' }) && (
        <p className="form-error" role="alert">
          {errorText(context.error)}
        </p>
      )}
      <StepFailure flow={flow} />
      <BottomBar label={t('lounge.total')} total={product ? formatMoney(product.amount * context.quantity, product.currencyCode) : ''}>
        <Button type="submit" variant="primary" busy={state.hasTag('busy')}>
          {t('lounge.submit')}
        </Button>
      </BottomBar>
    </form>
  );
}

/** Meet-and-greet's flight: its number, its local departure time and the slot. */
function FlightFields({ flow, problem }: { flow: LoungeOrderFlow; problem: (field: string, value: unknown) => string | undefined }) {
  const { t } = useTranslation();
  const { state, send } = flow;
  const { meetGreet } = state.context;
  return (
    <Card title={t('lounge.flight')}>
      <p className="muted">{t('lounge.notWithin24h')}</p>
      <TextField
        label={t('lounge.flightNo')}
        name="flightNo"
        autoCapitalize="characters"
        value={meetGreet.flightNo}
        onChange={(flightNo) => send({ type: 'flight.change', flight: { flightNo } })}
        error={problem('meetGreet.flightNo', meetGreet.flightNo) && 'lounge.flightNoFormat'}
      />
      <TextField
        label={t('lounge.departureTime')}
        name="departureTime"
        hint={t('lounge.timeHint')}
        inputMode="numeric"
        value={meetGreet.departureTime}
        onChange={(departureTime) => send({ type: 'flight.change', flight: { departureTime } })}
        error={problem('meetGreet.departureTime', meetGreet.departureTime) && 'lounge.timeFormat'}
      />
      <RadioGroup
        label={t('lounge.slotChoice')}
        name="slot"
        options={meetGreetSlotNames.map((slot) => [slot, t(`lounge.slot.${slot}`, meetGreetSlots[slot])])}
        value={meetGreet.slot ?? null}
        onChange={(slot) => send({ type: 'flight.change', flight: { slot } })}
        error={problem('meetGreet.slot', meetGreet.slot ?? '') && 'lounge.slotAfterDeparture'}
      />
    </Card>
  );
}
