import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../app/navigation';
import { buttonClass } from '../../ui/button-class';
import { Card } from '../../ui/Card';
import { REGISTER_PATH } from './verified';
import './loginreg.css';

const benefits = ['passengers', 'trips', 'messages'] as const;

/** The way into joining: what an account gives, register by mobile, or log in. */
export default function RegisterEntryPage() {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('registerPage.heading')}>
        <ul className="benefits">
          {benefits.map((b) => (
            <li key={b}>{t(`registerPage.benefit.${b}`)}</li>
          ))}
        </ul>
      </Card>
      <Link className={buttonClass('primary', true)} to={REGISTER_PATH}>
        {t('registerPage.byMobile')}
      </Link>
      <Link className={buttonClass('secondary', true)} to={LOGIN_PATH}>
        {t('register.haveAccount')}
      </Link>
      <p className="terms">{t('registerPage.terms')}</p>
    </>
  );
}
