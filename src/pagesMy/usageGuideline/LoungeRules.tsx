import { useTranslation } from 'react-i18next';
import { TextLink } from '../../ui/TextLink';

/** A page of lounge voucher rules: the heading and points of a locale group, and a link to the other page of rules. */
export function LoungeRules({ group, points, other }: { group: 'usage' | 'transferUsage'; points: readonly string[]; other: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <h2>{t(`lounge.${group}.heading`)}</h2>
      <ul>
        {points.map((p) => (
          <li key={p}>{t(`lounge.${group}.${p}`)}</li>
        ))}
      </ul>
      <TextLink to={other.to}>{t(other.label)}</TextLink>
    </div>
  );
}
