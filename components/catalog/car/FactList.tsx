/** Label–value pairs of the car page as a description list (specs, terms, prices). */
export function FactList({ rows, className }: { rows: readonly (readonly [string, string])[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
