import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../app/hooks';
import { useTripChanges } from '../app/trip-changes';
import { Button } from '../ui/Button';
import { Failed } from './Failed';
import { Loading } from './Loading';

interface Page<T> {
  records: T[];
  total: number;
}

interface PagedListProps<T> {
  pageSize: number;
  load: (pageNum: number, signal: AbortSignal) => Promise<Page<T>>;
  /** One loaded page's records. */
  children: (records: T[], pageNum: number) => ReactNode;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  /** A list of the traveller's orders or trips: each page loads again behind what is shown when the server says one changed. */
  followTrips?: boolean;
}

/** A list loaded a page at a time: each page loads once, and the last one offers the next while there is more. */
export function PagedList<T>(props: PagedListProps<T>) {
  const [pages, setPages] = useState(1);
  return (
    <div className="paged-list" data-testid="paged-list">
      {Array.from({ length: pages }, (_, i) => (
        <PageOfList key={i} {...props} pageNum={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} />
      ))}
    </div>
  );
}

function PageOfList<T>({ pageSize, load, children, empty, followTrips = false, pageNum, last, onMore }: PagedListProps<T> & { pageNum: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const page = useLoad((signal) => load(pageNum, signal));
  useTripChanges(page.refresh, followTrips);
  if (page.loading) return <Loading />;
  if (!page.data) return <Failed error={page.error} onRetry={page.reload} />;
  const { records, total } = page.data;
  if (total === 0) return <>{empty}</>;
  return (
    <>
      {children(records, pageNum)}
      {last && pageNum * pageSize < total && (
        <Button block onPress={onMore}>
          {t('common.more')}
        </Button>
      )}
    </>
  );
}
