import type { PageProps } from '../../page-props';
import { ChoosePlace } from '../../pagesBook/select-city/index';

/** Choose one airport (not a whole city) for an end of a leg, found by code or name in any language. */
export default function SelectAirportPage({ query }: PageProps) {
  return <ChoosePlace query={query} airportsOnly />;
}
