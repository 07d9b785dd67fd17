// One offer in the tools grid: image, name, offer, its sector, price and type (as labels) and the View Offer link.
import { ContentCard } from '@/components/ui/content-card';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { optionLabel, TOOL_PRICE_LABELS, TOOL_TYPE_LABELS } from '@contract/options';
import type { Tool } from '../api/tools-api';
import { ToolManageActions } from './tool-manage-actions';
import { referenceName } from '@/lib/reference-names';

export function ToolCard({ tool, eager }: { tool: Tool; eager?: boolean }) {
  const { t, translate } = useT('tools');
  const facts = [
    referenceName(tool.sector),
    translate(optionLabel(TOOL_PRICE_LABELS, tool.price)),
    translate(optionLabel(TOOL_TYPE_LABELS, tool.type)),
  ].filter(Boolean);
  return (
    <ContentCard
      title={tool.name}
      media={tool}
      eager={eager}
      to={paths.toolDetail(tool.id)}
      linkText={t('View Offer')}
      actions={<ToolManageActions tool={tool} />}
    >
      {tool.offer ? <p className="content-card__offer mb-1">{tool.offer}</p> : null}
      {facts.length ? <p className="small text-muted mb-2">{facts.join(' · ')}</p> : null}
    </ContentCard>
  );
}
