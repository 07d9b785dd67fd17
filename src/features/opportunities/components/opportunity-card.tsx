// One opportunity in the list: image, title, timing, location, deadline and a link to its details.
import { ContentCard } from '@/components/ui/content-card';
import { paths } from '@/config/paths';
import { formatNigeriaDate } from '@/lib/date-time';
import type { Opportunity } from '../api/opportunities-api';

export function OpportunityCard({ item, eager }: { item: Opportunity; eager?: boolean }) {
  return (
    <ContentCard
      title={item.title}
      media={item}
      eager={eager}
      to={paths.opportunityDetail(item.id)}
      linkText="View details"
    >
      <p className="small text-muted mb-2">
        {[item.timing, item.location ?? item.address, item.level].filter(Boolean).join(' · ')}
      </p>
      {item.deadline ? <p className="small mb-2">Deadline: {formatNigeriaDate(item.deadline)}</p> : null}
    </ContentCard>
  );
}
