import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../services/schemas/content';
import { useLoad } from '../../app/hooks';
import { useLocale, useUser } from '../../app/use-session';
import { contentHref, WEB_VIEW_PATH } from '../../components/content-href';
import { Failed } from '../../components/Failed';
import { loadHomeContent, type HomeContent } from './home-content';

/** An item that leads somewhere is a link; one without an action is only read. */
function ItemCard({ item, className }: { item: ContentItem; className: string }) {
  const inner = (
    <>
      <strong>{item.title}</strong>
      {item.summary && <span className="muted">{item.summary}</span>}
    </>
  );
  return item.action ? (
    <Link className={className} to={contentHref(item.action)} data-tracker={item.action.trackerName}>
      {inner}
    </Link>
  ) : (
    <div className={className}>{inner}</div>
  );
}

/** The navigation bar's menus: quick ways into the app, as the airline publishes them. */
function HomeMenus({ menus }: { menus: HomeContent['menus'] }) {
  const { t } = useTranslation();
  if (menus.length === 0) return null;
  return (
    <nav className="chips home-menus" aria-label={t('content.menus')}>
      {menus.map((m) => (m.action ? <Link key={m.id} className="chip" to={contentHref(m.action)}>{m.title}</Link> : null))}
    </nav>
  );
}

/** A row of a list that leads to a page: its title and a line under it. */
function Row({ to, title, line }: { to: string; title: string; line: string }) {
  return (
    <Link to={to}>
      <span className="home-row">
        <span>{title}</span>
        <span className="muted">{line}</span>
      </span>
    </Link>
  );
}

/** The members-only Flash Sale: for a member, their vouchers; for anyone else, the way into the club. */
function FlashSale() {
  const { t } = useTranslation();
  const member = Boolean(useUser()?.jpClubId);
  return (
    <div className="list">
      <Row
        to={member ? '/pagesMy/pages/mineVoucher/index' : '/pagesExternal/pages/club/step1'}
        title={t('content.flashSale')}
        line={t(member ? 'content.flashSaleMember' : 'content.flashSaleJoin')}
      />
    </div>
  );
}

/**
 * What the airline publishes, below the home page: the menus, this season's highlights, the Flash
 * Sale, the club's pages and the common pages. The home route's `after` part
 * (src/routes.ts), drawn once the page is, in the page's styles (home.css).
 */
export default function HomeContentSections() {
  const { t } = useTranslation();
  const locale = useLocale();
  const loaded = useLoad((signal) => loadHomeContent(locale, signal));
  const content = loaded.data;
  if (loaded.failed) {
    return (
      <section className="card" aria-labelledby="home-content-failed">
        <h2 id="home-content-failed">{t('content.loadFailed')}</h2>
        <Failed error={loaded.error} onRetry={loaded.reload} />
      </section>
    );
  }
  if (!content) return null;
  return (
    <>
      <HomeMenus menus={content.menus} />
      {content.highlights.length > 0 && (
        <section className="home-highlights" aria-labelledby="home-highlights">
          <h2 id="home-highlights">{t('content.highlights')}</h2>
          <div className="home-highlight-list" data-testid="highlights">
            {content.highlights.map((h) => (
              <ItemCard key={h.id} item={h} className="home-highlight" />
            ))}
          </div>
        </section>
      )}
      <FlashSale />
      {content.clubs.length > 0 && (
        <section className="card home-club-card" aria-labelledby="home-club">
          <h2 id="home-club">{t('content.club')}</h2>
          <div className="home-club-list">
            {content.clubs.map((c) => (
              <ItemCard key={c.id} item={c} className="home-club" />
            ))}
          </div>
        </section>
      )}
      {content.pages.length > 0 && (
        <nav className="list" aria-label={t('content.pages')}>
          {content.pages.map((p) => (
            <Row key={p.id} to={`${WEB_VIEW_PATH}?id=${p.id}`} title={p.title} line={p.summary} />
          ))}
        </nav>
      )}
    </>
  );
}
