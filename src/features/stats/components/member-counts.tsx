// The live member counts of the landing page: creatives, businesses and partners on the portal.
import { usePublicStatsQuery } from '../api/stats-api';

const FIGURES = [
  { key: 'creative', label: 'Creatives' },
  { key: 'business', label: 'Businesses' },
  { key: 'partner', label: 'Partners' },
] as const;

const format = new Intl.NumberFormat('en-NG');

export function MemberCounts({ headingId }: { headingId: string }) {
  const { data, isLoading } = usePublicStatsQuery();
  // A host without the figures (an error, or an answer without counts) shows no empty boxes.
  if (!isLoading && !data) return null;
  return (
    <section className="member-counts" aria-labelledby={headingId} aria-busy={isLoading}>
      <h2 id={headingId} className="visually-hidden">
        The portal in numbers
      </h2>
      <dl className="member-counts__list">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="member-counts__item">
            <dt className="member-counts__label">{label}</dt>
            <dd className="member-counts__value">{data ? format.format(data[key]) : '…'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
