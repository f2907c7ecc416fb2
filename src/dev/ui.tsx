import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '../../services/schemas/locale';
import { couponStatuses } from '../../services/schemas/order';
import { settingsActor } from '../app/actors';
import { formatMoney } from '../app/format';
import { showToast } from '../app/toast';
import { usePageStrings } from '../app/use-page-strings';
import { useLocale } from '../app/use-session';
import { CouponStatus } from '../components/CouponStatus';
import { Loading } from '../components/Loading';
import { BottomBar } from '../ui/BottomBar';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Checkbox } from '../ui/Checkbox';
import { ComboBox } from '../ui/ComboBox';
import { DateField } from '../ui/DateField';
import { EmptyState } from '../ui/EmptyState';
import { ListGroup, ListRow } from '../ui/ListRow';
import { Pager } from '../ui/Pager';
import { RadioGroup } from '../ui/RadioGroup';
import { Select } from '../ui/Select';
import { DialogTrigger, Sheet } from '../ui/Sheet';
import { FromPrice } from '../ui/FromPrice';
import { Skeleton, SkeletonLine } from '../ui/Skeleton';
import { Stepper } from '../ui/Stepper';
import { Tabs } from '../ui/Tabs';
import { TextField } from '../ui/TextField';
import { TextLink } from '../ui/TextLink';
import './ui.css';

type Cabin = 'economy' | 'business';

/** The page's own strings, kept out of the traveller's locale chunks. */
const devUiCatalogues = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { query: '?devUi', import: 'default' });

/** Every shared component in each of its states, in the language chosen at the top (development tools only). */
export default function DesignSystemPage() {
  return usePageStrings(devUiCatalogues) ? <Showcase /> : <Loading />;
}

function Showcase() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [birthday, setBirthday] = useState('31/05/1990');
  const [agreed, setAgreed] = useState(false);
  const [cabin, setCabin] = useState<Cabin>('economy');
  const [gender, setGender] = useState<string | null>(null);
  const [document, setDocument] = useState<string | null>('PASSPORT');
  const [adults, setAdults] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  const cabins: [Cabin, string][] = [
    ['economy', t('search.economy')],
    ['business', t('search.business')],
  ];
  const documents = ['PASSPORT', 'ID_CARD', 'HK_ID', 'HOME_RETURN_PERMIT', 'TAIWAN_PERMIT', 'OTHER'].map((id) => ({ id, label: t(`book.cert.${id}`) }));

  return (
    <div className="dev-ui">
      <RadioGroup<Locale>
        label={t('langMoney.language')}
        value={locale}
        onChange={(l) => settingsActor.send({ type: 'locale.change', locale: l })}
        options={locales.map((l) => [l, t(`language.${l}`), l])}
      />

      <Card title={t('devUi.buttons')}>
        <div className="dev-ui-row">
          <Button variant="primary">{t('book.continue')}</Button>
          <Button>{t('common.cancel')}</Button>
          <Button variant="link">{t('common.change')}</Button>
          <Button isDisabled>{t('common.save')}</Button>
          <Button variant="primary" busy>
            {t('common.save')}
          </Button>
        </div>
        <TextLink to="/pages/home/new-index">{t('devUi.link')}</TextLink>
      </Card>

      <Card title={t('devUi.fields')}>
        <TextField label={t('field.email')} name="email" type="email" hint={t('devUi.emailHint')} value={email} onChange={setEmail} />
        <TextField label={t('field.mobile')} name="mobileEmpty" value="" error="validation.required" />
        <div className="ui-field-pair">
          <TextField label={t('book.lastName')} name="lastName" />
          <TextField label={t('book.firstName')} name="firstName" />
        </div>
        <DateField label={t('field.birthday')} name="birthday" value={birthday} onChange={setBirthday} error={/^\d{4}-\d{2}-\d{2}$/.test(birthday) ? undefined : 'validation.dateFormat'} />
        <Select label={t('field.gender')} options={[{ id: 'M', label: t('gender.male') }, { id: 'F', label: t('gender.female') }]} value={gender} onChange={setGender} placeholder={t('devUi.choose')} />
        <ComboBox label={t('book.certType')} options={documents} value={document} onChange={setDocument} />
      </Card>

      <Card title={t('devUi.choices')}>
        <Checkbox name="agreed" isSelected={agreed} onChange={setAgreed}>
          {t('register.agreement')}
        </Checkbox>
        <Checkbox isInvalid>{t('book.consent')}</Checkbox>
        <div className="ui-field-error">{t('book.consentRequired')}</div>
        <Checkbox isSelected isDisabled>
          {t('book.pregnant')}
        </Checkbox>
        <RadioGroup
          label={t('devUi.cabin')}
          value={cabin}
          onChange={setCabin}
          options={cabins}
        />
        <RadioGroup
          label={t('devUi.cabin')}
          look="segmented"
          value={cabin}
          onChange={setCabin}
          options={cabins}
        />
        <Stepper
          label={t('search.adult')}
          value={adults}
          onChange={setAdults}
          min={1}
          max={9}
          decrementLabel={t('search.fewer', { who: t('search.adult') })}
          incrementLabel={t('search.more', { who: t('search.adult') })}
        />
      </Card>

      <Card title={t('devUi.sheets')}>
        <div className="dev-ui-row">
          <Button onPress={() => setSheetOpen(true)}>{t('devUi.openSheet')}</Button>
          <DialogTrigger>
            <Button>{t('devUi.openDialog')}</Button>
            <Sheet
              kind="dialog"
              title={t('devUi.dialogTitle')}
              actions={
                <>
                  <Button slot="close">{t('common.cancel')}</Button>
                  <Button slot="close" variant="primary">
                    {t('common.confirm')}
                  </Button>
                </>
              }
            >
              <p>{t('devUi.dialogBody')}</p>
            </Sheet>
          </DialogTrigger>
          <Button onPress={() => showToast(t('common.saved'))}>{t('devUi.showToast')}</Button>
        </div>
        <Sheet title={t('devUi.sheetTitle')} isOpen={sheetOpen} onOpenChange={setSheetOpen} actions={<Button slot="close" variant="primary">{t('common.ok')}</Button>}>
          <p>{t('devUi.dialogBody')}</p>
        </Sheet>
      </Card>

      <ListGroup label={t('devUi.lists')}>
        <ListRow label={t('langMoney.title')} value={t(`language.${locale}`)} href="/pagesMy/pages/setting/lang-money" />
        <ListRow label={t('aboutUs.title')} description={t('devUi.rowDescription')} onPress={() => showToast(t('aboutUs.title'))} />
      </ListGroup>

      <Tabs
        label={t('devUi.tabs')}
        tabs={[
          { id: 'fare', title: t('price.fare'), content: <Card>{formatMoney(2180, 'HKD')}</Card> },
          { id: 'tax', title: t('price.tax'), content: <Card>{formatMoney(312, 'HKD')}</Card> },
        ]}
      />

      <Card title={t('devUi.feedback')}>
        <EmptyState title={t('devUi.emptyTitle')} action={<Button variant="primary">{t('book.continue')}</Button>}>
          <p>{t('devUi.emptyBody')}</p>
        </EmptyState>
        <p data-testid="status-pills">
          {couponStatuses.map((status) => (
            <CouponStatus key={status} status={status} />
          ))}
        </p>
        <Skeleton />
        <p data-testid="from-price">
          <FromPrice amount={835} currency="HKD" />
        </p>
        <SkeletonLine />
      </Card>

      <Card title={t('devUi.pager')}>
        <Pager label={t('devUi.pager')}>
          {[1, 2, 3].map((n) => (
            <p key={n} className="pager-sample">
              {t('devUi.pagerPage', { n })}
            </p>
          ))}
        </Pager>
      </Card>

      <BottomBar label={t('price.total')} total={formatMoney(2492 * adults, 'HKD')} detail={<span>{t('devUi.perAdults', { count: adults })}</span>}>
        <Button variant="primary">{t('book.continue')}</Button>
      </BottomBar>
    </div>
  );
}
