// Tool details (spec section 2): banner, offer, description, Get offer, and two other offers by the same author.
import { Link } from 'react-router-dom';
import { ReportLink } from '@/components/report/report-link';
import { ItemImage } from '@/components/ui/item-image';
import { DetailState } from '@/components/ui/detail-state';
import { ListSection, LoadingState } from '@/components/ui/list-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { readAdaptedItem } from '@/lib/item-response';
import { usePrimedAnswer } from '@/lib/primed-answer';
import { FIRST_IMAGE_SLOT, TOOL_BANNER_IMAGE_SIZES, toolRequest } from '@contract/first-screens';
import { optionLabel, TOOL_PRICE_LABELS, TOOL_TYPE_LABELS } from '@contract/options';
import { toolsApi, useGetOtherToolsQuery, useGetToolQuery, type Tool } from '../api/tools-api';
import { toTool } from '../api/tool-adapter';
import { ToolCard } from './tool-card';
import { ToolManageActions } from './tool-manage-actions';
import { referenceName } from '@/lib/reference-names';

function OtherOffers({ tool }: { tool: Tool }) {
  const { t } = useT('tools');
  const authorId = tool.author?.id;
  const { data, isLoading, isError, refetch } = useGetOtherToolsQuery(
    { authorId: authorId ?? 0, exclude: tool.id },
    { skip: authorId === undefined },
  );
  return (
    <ListSection
      id="other-offers-title"
      title={t('Other offers')}
      isLoading={isLoading}
      error={isError ? t('Something went wrong') : null}
      isEmpty={(data ?? []).length === 0}
      emptyText={t('No other offers available.')}
      onRetry={() => void refetch()}
      skeletons={2}
    >
      <ul className="row row-cols-1 row-cols-sm-2 g-3 list-unstyled">
        {(data ?? []).map((other) => (
          <li className="col" key={other.id}>
            <ToolCard tool={other} />
          </li>
        ))}
      </ul>
    </ListSection>
  );
}

/** Sector, price and type, each only when the offer has it, read through the option labels. */
function ToolFacts({ tool }: { tool: Tool }) {
  const { t, translate } = useT('tools');
  const facts: [string, string][] = [
    [t('Sector'), referenceName(tool.sector)],
    [t('Price'), translate(optionLabel(TOOL_PRICE_LABELS, tool.price))],
    [t('Type'), translate(optionLabel(TOOL_TYPE_LABELS, tool.type))],
  ];
  const given = facts.filter(([, value]) => value !== '');
  if (given.length === 0) return null;
  return (
    <dl className="detail__facts">
      {given.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * While loading: the banner's frame (for phones the server puts the tool's image into it, so it paints before the
 * app runs) and a bar for the text.
 */
const loadingScreen = (
  <>
    <div
      className="item-image--empty detail__banner w-100"
      aria-hidden="true"
      {...{ [FIRST_IMAGE_SLOT]: '' }}
    />
    <LoadingState skeletons={1} />
  </>
);

export function ToolDetails({ id }: { id: string }) {
  const { t } = useT('tools');
  usePrimedAnswer(toolRequest(id), (body) => {
    const value = readAdaptedItem(toTool)(body);
    return value && toolsApi.util.upsertQueryEntries([{ endpointName: 'getTool', arg: id, value }]);
  });
  const query = useGetToolQuery(id);
  if (query.isLoading) return loadingScreen;
  return (
    <DetailState query={query} error={t('Something went wrong')} notFound={t('No Offers found')}>
      {(tool) => (
        <article className="detail">
          <ItemImage
            src={tool.images[0]}
            variants={tool.image_variants?.[0]}
            alt={tool.name}
            width={1600}
            height={900}
            eager
            priority
            sizes={TOOL_BANNER_IMAGE_SIZES}
            className="detail__banner w-100"
          />
          <h2 className="h3 mt-3">{tool.name}</h2>
          <ToolManageActions tool={tool} details />
          {tool.offer ? <p className="detail__offer fs-5 fw-semibold">{tool.offer}</p> : null}
          <ToolFacts tool={tool} />
          <p className="detail__description">{tool.description}</p>
          <a className="btn btn-primary" href={tool.link} target="_blank" rel="noopener noreferrer">
            {t('Get offer')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
          <Link className="btn btn-link" to={paths.tools}>
            {t('Back to offers')}
          </Link>
          <ReportLink itemType="tool" itemId={tool.id} ownerId={tool.author?.id} title={tool.name} />
          <OtherOffers tool={tool} />
        </article>
      )}
    </DetailState>
  );
}
