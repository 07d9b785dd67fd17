// Opportunity details (spec section 2): title, Attend, description preview cut at 400 characters, location,
// deadline, image and Go Back; 'Something went wrong' on failure, 'Opportunity not found' on 404.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ReportLink } from '@/components/report/report-link';
import { ItemImage } from '@/components/ui/item-image';
import { DetailState } from '@/components/ui/detail-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDate, formatNigeriaDateTime } from '@/lib/date-time';
import {
  OPPORTUNITY_LEVEL_LABELS,
  OPPORTUNITY_LOCATION_LABELS,
  OPPORTUNITY_TIMING_LABELS,
  optionLabel,
} from '@contract/options';
import { truncateGraphemes } from '@/lib/graphemes';
import { useGetOpportunityQuery } from '../api/opportunities-api';
import { OpportunityManageActions } from './opportunity-manage-actions';

export const DESCRIPTION_PREVIEW = 400;

/** The first `limit` characters (grapheme clusters), with an ellipsis when cut. */
export function previewText(text: string, limit = DESCRIPTION_PREVIEW): string {
  return truncateGraphemes(text, limit);
}

export function OpportunityDetails({ id }: { id: string }) {
  const { t, translate } = useT('opportunities');
  const query = useGetOpportunityQuery(id);
  const item = query.data;
  const [expanded, setExpanded] = useState(false);
  const long = !!item && previewText(item.description) !== item.description;
  return (
    <>
      <DetailState query={query} error={t('Something went wrong')} notFound={t('Opportunity not found')}>
        {(item) => (
          <article className="detail">
            <h2 className="h3">{item.title}</h2>
            <OpportunityManageActions item={item} details />
            <a className="btn btn-primary mb-3" href={item.link} target="_blank" rel="noopener noreferrer">
              {t('Attend')}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
            <p className="detail__description" id="opportunity-description">
              {expanded || !long ? item.description : previewText(item.description)}
            </p>
            {long ? (
              <button
                type="button"
                className="btn btn-link p-0 mb-3"
                aria-expanded={expanded}
                aria-controls="opportunity-description"
                onClick={() => setExpanded((v) => !v)}
              >
                {expanded ? t('Show less') : t('Read more')}
              </button>
            ) : null}
            <dl className="detail__facts">
              <dt>{t('Location')}</dt>
              <dd>
                {[translate(optionLabel(OPPORTUNITY_LOCATION_LABELS, item.location)), item.address]
                  .filter(Boolean)
                  .join(', ') || t('Not given')}
              </dd>
              {item.starts_at ? (
                <>
                  <dt>{t('Date')}</dt>
                  <dd>{formatNigeriaDateTime(item.starts_at)}</dd>
                </>
              ) : null}
              <dt>{t('Deadline')}</dt>
              <dd>{formatNigeriaDate(item.deadline) || t('Not given')}</dd>
              {item.timing ? (
                <>
                  <dt>{t('Timing')}</dt>
                  <dd>{translate(optionLabel(OPPORTUNITY_TIMING_LABELS, item.timing))}</dd>
                </>
              ) : null}
              {item.level ? (
                <>
                  <dt>{t('Level')}</dt>
                  <dd>{translate(optionLabel(OPPORTUNITY_LEVEL_LABELS, item.level))}</dd>
                </>
              ) : null}
            </dl>
            <ItemImage
              src={item.images[0]}
              variants={item.image_variants?.[0]}
              alt={item.title}
              width={800}
              height={450}
              sizes="(max-width: 768px) 100vw, 800px"
              className="detail__image img-fluid"
            />
            <ReportLink
              itemType="opportunity"
              itemId={item.id}
              ownerId={item.author?.id}
              title={item.title}
            />
          </article>
        )}
      </DetailState>
      <Link className="btn btn-outline-primary mt-3" to={paths.opportunities}>
        {t('Go Back')}
      </Link>
    </>
  );
}
