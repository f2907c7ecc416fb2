import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getContent } from '../../services/content';
import { useLoad } from '../app/hooks';
import { readJson, writeJson } from '../app/storage';
import { useLocale } from '../app/use-session';
import { buttonClass } from '../ui/button-class';
import { contentHref } from './content-href';
import './ContentPopup.css';

const CLOSED = 'closedPopups';
const closedPopups = () => readJson<string[]>(localStorage, CLOSED) ?? [];

/**
 * The pop-up published for a page position, fading in over the page once per device: closing it, or
 * following it, keeps it closed. With haveTabBar the tab bar stays above it and usable; otherwise it
 * covers the whole screen. `always` shows it even when closed before (the pop-up page); `none` is
 * drawn when nothing is published there.
 */
export function ContentPopup({ position, always = false, onClose, none = null }: { position: string; always?: boolean; onClose?: () => void; none?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const popups = useLoad((signal) => getContent('popups', locale, signal, position));
  const [closed, setClosed] = useState(closedPopups);
  const popup = popups.data?.find((p) => always || !closed.includes(p.id));
  if (!popup) return popups.data ? none : null;
  const close = () => {
    const next = [...new Set([...closedPopups(), popup.id])];
    writeJson(localStorage, CLOSED, next);
    setClosed(next);
    onClose?.();
  };
  return (
    <div className={`content-popup content-popup-${popup.popupStyle ?? 'center'}${popup.haveTabBar ? ' content-popup-tab-bar' : ''}`} data-testid="content-popup">
      <section className="content-popup-box" role="dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>{popup.title}</h2>
        {popup.summary && <p>{popup.summary}</p>}
        <div className="content-popup-actions">
          {popup.action && (
            <Link className={buttonClass('primary', true)} to={contentHref(popup.action)} onClick={close}>
              {t('popup.open')}
            </Link>
          )}
          <button type="button" className={buttonClass('secondary', true)} onClick={close}>
            {t('popup.close')}
          </button>
        </div>
      </section>
    </div>
  );
}
