// A row of buttons that narrows an admin list to one status, each with its count once known (the mail outbox,
// funding applications). The chosen one is aria-current.
export interface StatusFilterProps<K extends string> {
  tabs: readonly { key: K; label: string }[];
  current: K;
  /** The group's accessible name. */
  label: string;
  /** Counts per tab, shown as "Label (n)"; omitted while unknown. */
  counts?: Partial<Record<K, number>>;
  onChange: (key: K) => void;
}

export function StatusFilter<K extends string>({
  tabs,
  current,
  label,
  counts,
  onChange,
}: StatusFilterProps<K>) {
  return (
    <div className="btn-group flex-wrap mb-3" role="group" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.key || 'all'}
          type="button"
          className={`btn btn-sm ${t.key === current ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-current={t.key === current ? 'page' : undefined}
          onClick={() => onChange(t.key)}
        >
          {t.label}
          {counts?.[t.key] !== undefined ? ` (${counts[t.key]})` : ''}
        </button>
      ))}
    </div>
  );
}
