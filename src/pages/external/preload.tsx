import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../page-props';
import { HOME_PATH } from '../../app/navigation';
import { isAppPath } from '../../components/content-href';
import { Loading } from '../../components/Loading';

/**
 * Where a link from outside the app lands (`?impressions=<source>&target=<path>`): the app's start
 * has recorded the visit with its impressions; this page goes on to the target, a page of this app
 * only, or home.
 */
export default function PreloadPage({ query }: PageProps) {
  const navigate = useNavigate();
  const target = query.target && isAppPath(query.target) ? query.target : HOME_PATH;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <Loading />;
}
