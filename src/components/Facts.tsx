/** A fact: its label, its value (left out when empty) and, for a value of no language such as a code, its `lang`. */
export type Fact = [label: string, value: string | null | undefined | false, lang?: string];

/** Facts as a list of terms and values, the empty ones left out. */
export function Facts({ facts, className, testId }: { facts: Fact[]; className: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value, lang]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd lang={lang}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
