import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { tabRoutes } from '../routes';

const icons: Record<string, string> = {
  'tab.home': 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  'tab.services': 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  'tab.booking': 'M2 16l20-7-2-3-7 2-5-5H6l3 6-5 2-2-2H1z',
  'tab.trip': 'M6 3h12v18l-6-4-6 4z',
  'tab.mine': 'M12 12a5 5 0 100-10 5 5 0 000 10zm-9 10a9 9 0 0118 0z',
};

/** The five tabs: red when selected, grey otherwise, 24 px icons on a 50 px bar. */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Home is also served at '/'.
  const current = pathname === '/' ? tabRoutes[0]!.path : pathname;
  return (
    <nav className="tab-bar" aria-label={t('tab.label')}>
      {tabRoutes.map((r) => (
        <NavLink key={r.path} to={r.path} className={r.path === current ? 'tab selected' : 'tab'} aria-current={r.path === current ? 'page' : undefined}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d={icons[r.title]} fill="currentColor" />
          </svg>
          <span>{t(r.title)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
