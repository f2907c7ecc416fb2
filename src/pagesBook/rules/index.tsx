import { fareRule } from '../../../services/offer';
import { useLoad } from '../../app/hooks';
import { brandName } from '../../app/local-name';
import type { PageProps } from '../../page-props';
import { Loading } from '../../components/Loading';
import { Failed } from '../../components/Failed';

/** The rules of a fare brand: baggage, changes, refunds, no-show, check-in. */
export default function RulesPage({ query }: PageProps) {
  const rule = useLoad((signal) => fareRule(query.brand ?? '', signal));
  if (rule.loading) return <Loading />;
  if (!rule.data) return <Failed error={rule.error} onRetry={rule.reload} />;
  return (
    <article className="card">
      <h2>{brandName(rule.data.brand)}</h2>
      <ul>
        {rule.data.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </article>
  );
}
