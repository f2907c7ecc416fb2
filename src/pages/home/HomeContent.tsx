import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../services/schemas/content';
import { contentHref, WEB_VIEW_PATH } from '../../components/content-href';
import { Card } from '../../ui/Card';
import { ListGroup, ListRow } from '../../ui/ListRow';
import type { HomeContent } from './home-content';

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
export function HomeMenus({ menus }: { menus: HomeContent['menus'] }) {
  const { t } = useTranslation();
  if (menus.length === 0) return null;
  return (
    <nav className="chips home-menus" aria-label={t('home.menus')}>
      {menus.map((m) => (m.action ? <Link key={m.id} className="chip" to={contentHref(m.action)}>{m.title}</Link> : null))}
    </nav>
  );
}

/** This season's highlights, the club's pages and the airline's common pages. */
export function HomeContentSections({ content }: { content: HomeContent }) {
  const { t } = useTranslation();
  return (
    <>
      {content.highlights.length > 0 && (
        <section className="home-highlights" aria-labelledby="home-highlights">
          <h2 id="home-highlights">{t('home.highlights')}</h2>
          <div className="home-highlight-list" data-testid="highlights">
            {content.highlights.map((h) => (
              <ItemCard key={h.id} item={h} className="home-highlight" />
            ))}
          </div>
        </section>
      )}
      {content.clubs.length > 0 && (
        <Card title={t('home.club')}>
          <div className="home-club-list">
            {content.clubs.map((c) => (
              <ItemCard key={c.id} item={c} className="home-club" />
            ))}
          </div>
        </Card>
      )}
      {content.pages.length > 0 && (
        <ListGroup label={t('home.pages')}>
          {content.pages.map((p) => (
            <ListRow key={p.id} href={`${WEB_VIEW_PATH}?id=${p.id}`} label={p.title} description={p.summary} />
          ))}
        </ListGroup>
      )}
    </>
  );
}
