import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../page-props';
import { PlacePicker } from '../../components/PlacePicker';
import { choosePlace } from '../search-draft';

/** Puts the city or airport chosen into the leg and end the query names (`leg`, `field`), then goes back. */
export function ChoosePlace({ query, airportsOnly = false }: PageProps & { airportsOnly?: boolean }) {
  const navigate = useNavigate();
  return (
    <PlacePicker
      airportsOnly={airportsOnly}
      onChoose={(code) => {
        choosePlace(Number(query.leg ?? 0), query.field === 'dst' ? 'dst' : 'org', code);
        navigate(-1);
      }}
    />
  );
}

/** Choose where a leg starts or ends: a city (all its airports) or one airport. */
export default function SelectCityPage({ query }: PageProps) {
  return <ChoosePlace query={query} />;
}
