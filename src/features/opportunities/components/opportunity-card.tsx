// One opportunity in the list: image, title, timing, location, deadline and a link to its details.
import { ContentCard } from '@/components/ui/content-card';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDate } from '@/lib/date-time';
import {
  OPPORTUNITY_LEVEL_LABELS,
  OPPORTUNITY_LOCATION_LABELS,
  OPPORTUNITY_TIMING_LABELS,
  optionLabel,
} from '@contract/options';
import type { Opportunity } from '../api/opportunities-api';
import { OpportunityManageActions } from './opportunity-manage-actions';

/**
 * Timing, location (else the address) and level as labels in the current language; a remote job in a remote place
 * says Remote once.
 */
export function opportunityFacts(item: Opportunity): string {
  const facts = [
    translate(optionLabel(OPPORTUNITY_TIMING_LABELS, item.timing)),
    translate(optionLabel(OPPORTUNITY_LOCATION_LABELS, item.location)) || (item.address ?? ''),
    translate(optionLabel(OPPORTUNITY_LEVEL_LABELS, item.level)),
  ].filter(Boolean);
  return [...new Set(facts)].join(' · ');
}

export function OpportunityCard({ item, eager }: { item: Opportunity; eager?: boolean }) {
  const { t } = useT('opportunities');
  return (
    <ContentCard
      title={item.title}
      media={item}
      eager={eager}
      to={paths.opportunityDetail(item.id)}
      linkText={t('View details')}
      actions={<OpportunityManageActions item={item} />}
    >
      <p className="small text-muted mb-2">{opportunityFacts(item)}</p>
      {item.deadline ? (
        <p className="small mb-2">{t('Deadline: {{date}}', { date: formatNigeriaDate(item.deadline) })}</p>
      ) : null}
    </ContentCard>
  );
}
