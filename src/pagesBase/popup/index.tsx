import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../page-props';
import { ContentPopup } from '../../components/ContentPopup';
import { HOME_PATH } from '../../app/navigation';

/** The pop-up of a page position (`?position=HOME`) as a page of its own: a fade-in overlay that goes home when closed. */
export default function PopupPage({ query }: PageProps) {
  const navigate = useNavigate();
  return <ContentPopup position={query.position ?? 'HOME'} always onClose={() => navigate(HOME_PATH, { replace: true })} />;
}
