// Labelled values (a profile's experience) as a description list, or a note when none has a value.
export function LabelValueList({
  rows,
  emptyText,
}: {
  rows: readonly [string, string][];
  emptyText: string;
}) {
  if (rows.length === 0) return <p className="mb-0 text-body-secondary">{emptyText}</p>;
  return (
    <dl className="mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="mb-2">
          <dt className="small text-body-secondary">{label}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
