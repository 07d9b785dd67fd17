// One offer in the tools grid: image, name, offer, sector and the View Offer link.
import { ContentCard } from '@/components/ui/content-card';
import { paths } from '@/config/paths';
import type { Tool } from '../api/tools-api';

export function ToolCard({ tool, eager }: { tool: Tool; eager?: boolean }) {
  return (
    <ContentCard
      title={tool.name}
      media={tool}
      eager={eager}
      to={paths.toolDetail(tool.id)}
      linkText="View Offer"
    >
      {tool.offer ? <p className="content-card__offer mb-1">{tool.offer}</p> : null}
      {tool.sector ? <p className="small text-muted mb-2">{tool.sector}</p> : null}
    </ContentCard>
  );
}
