import type { PageProps } from '../../page-props';
import { ContentDocument } from '../../components/ContentDocument';

/** A highlight's landing page (`?id=`): what a campaign offers and the way to it. */
export default function LandingPage({ query }: PageProps) {
  return <ContentDocument path="about-high-lights" id={query.id ?? ''} />;
}
