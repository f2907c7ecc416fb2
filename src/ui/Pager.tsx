import { Children, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './Pager.css';

export interface PagerProps {
  /** What the pages are, for the region's name: 'Boarding passes'. */
  label: string;
  /** One page each; swiped through, or stepped with the buttons. */
  children: ReactNode;
  /** The page shown first. */
  start?: number;
}

/** Pages side by side, one in view: swiped (scroll snap) or stepped with previous and next, with '1 of 3' between them. */
export function Pager({ label, children, start = 0 }: PagerProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const pages = Children.toArray(children);
  const [at, setAt] = useState(start);
  const go = (i: number) => {
    const el = track.current!;
    el.scrollTo({ left: i * el.clientWidth, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' });
    setAt(i);
  };
  useLayoutEffect(() => {
    const el = track.current!;
    el.scrollLeft = start * el.clientWidth;
  }, [start]);
  return (
    <div className="ui-pager">
      <div
        ref={track}
        className="ui-pager-track"
        role="region"
        aria-label={label}
        // Scrollable, so reachable by keyboard: the arrow keys move it.
        tabIndex={0}
        onScroll={(e) => setAt(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {pages.map((page, i) => (
          <div key={i} className="ui-pager-page" role="group" aria-roledescription={t('common.page')} aria-label={t('common.pageOf', { n: i + 1, count: pages.length })} aria-hidden={i !== at || undefined}>
            {page}
          </div>
        ))}
      </div>
      {pages.length > 1 && (
        <div className="ui-pager-nav">
          <Button isDisabled={at === 0} onPress={() => go(at - 1)}>
            {t('common.previous')}
          </Button>
          <span aria-live="polite" data-testid="pager-position">
            {t('common.pageOf', { n: at + 1, count: pages.length })}
          </span>
          <Button isDisabled={at === pages.length - 1} onPress={() => go(at + 1)}>
            {t('common.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
