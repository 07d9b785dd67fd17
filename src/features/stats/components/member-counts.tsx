// The live member counts of the landing page: creatives, businesses and partners on the portal, and the people
// trained (issue 33) when the host publishes them, the numbers written the language's way.
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { usePublicStatsQuery } from '../api/stats-api';

const FIGURES = [
  { key: 'creative', label: msg('Creatives') },
  { key: 'business', label: msg('Businesses') },
  { key: 'partner', label: msg('Partners') },
] as const;

export function MemberCounts({ headingId }: { headingId: string }) {
  const { t, formatNumber } = useT('stats');
  // The figures are an extension (issue 30): asked only of a host that offers them; the boxes wait meanwhile.
  const offered = useFeature('open-data');
  const { data, isLoading } = usePublicStatsQuery(undefined, { skip: offered !== true });
  const waiting = offered === undefined || isLoading;
  // A host without the figures (not offered, an error, or an answer without counts) shows no empty boxes.
  if (!waiting && !data) return null;
  return (
    <section className="member-counts" aria-labelledby={headingId} aria-busy={waiting}>
      <h2 id={headingId} className="visually-hidden">
        {t('The portal in numbers')}
      </h2>
      <dl className="member-counts__list">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="member-counts__item">
            <dt className="member-counts__label">{t(label)}</dt>
            <dd className="member-counts__value">{data ? formatNumber(data[key]) : '…'}</dd>
          </div>
        ))}
        {data && data.trained !== null ? (
          <div className="member-counts__item member-counts__item--wide">
            <dt className="member-counts__label">{t('People trained')}</dt>
            <dd className="member-counts__value">
              {typeof data.trained === 'number' ? formatNumber(data.trained) : data.trained}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
