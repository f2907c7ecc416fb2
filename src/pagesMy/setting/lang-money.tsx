import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { switcherCurrencies } from '../../../machines/settings.machine';
import { locales } from '../../../services/schemas/locale';
import { settingsActor } from '../../app/actors';

/** Language (en-US, en-CA, zh-CN, zh-HK) and currency (CNY, HKD, CAD). */
export default function LangMoneyPage() {
  const { t } = useTranslation();
  const { locale, currency } = useSelector(settingsActor, (s) => s.context);
  return (
    <>
      <h2 className="muted">{t('langMoney.language')}</h2>
      <div className="list" role="radiogroup" aria-label={t('langMoney.language')}>
        {locales.map((l) => (
          <button key={l} type="button" role="radio" aria-checked={l === locale} lang={l} onClick={() => settingsActor.send({ type: 'locale.change', locale: l })}>
            {t(`language.${l}`)}
            {l === locale && <span aria-hidden="true">✓</span>}
          </button>
        ))}
      </div>
      <h2 className="muted">{t('langMoney.currency')}</h2>
      <div className="list" role="radiogroup" aria-label={t('langMoney.currency')}>
        {switcherCurrencies.map((c) => (
          <button key={c} type="button" role="radio" aria-checked={c === currency} onClick={() => settingsActor.send({ type: 'currency.change', currency: c })}>
            {t(`currency.${c}`)} ({c}){c === currency && <span aria-hidden="true">✓</span>}
          </button>
        ))}
      </div>
    </>
  );
}
