// Training details (spec section 2): title, description, location, date-time (Nigeria), the first image at most
// 300 px tall, and an Attend link; 'Something went wrong' on failure.
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ReportLink } from '@/components/report/report-link';
import { ItemImage } from '@/components/ui/item-image';
import { DetailState } from '@/components/ui/detail-state';
import { LoadingState } from '@/components/ui/list-state';
import { paths } from '@/config/paths';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/use-t';
import { useViewer } from '@/hooks/use-viewer';
import { useFeature } from '@/lib/capabilities';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { readAdaptedItem } from '@/lib/item-response';
import { usePrimedAnswer } from '@/lib/primed-answer';
import { FIRST_IMAGE_SLOT, TRAINING_IMAGE_SIZES, trainingRequest } from '@contract/first-screens';
import { toTrainingEvent } from '../api/training-adapter';
import { trainingApi, useGetEventQuery } from '../api/training-api';
import { locationLabel } from '../labels';
import { TrainingManageActions } from './training-manage-actions';

// Issue 33: registration (everyone) and the partner's check-in and list (its partner, admins), lazy and only when the
// host offers 'training-registration'.
const RegistrationPanel = lazyWithStyles(() =>
  import('./registration-panel').then((module) => ({ default: module.RegistrationPanel })),
);
const TrainingPartnerTools = lazyWithStyles(() =>
  import('./training-partner-tools').then((module) => ({ default: module.TrainingPartnerTools })),
);

/**
 * Spec section 9: the event image is at most 300 px tall. It is scaled to 300 px tall as a whole (contain), never
 * cropped; on a phone narrower than its width it shrinks to the screen and keeps its shape. Until it arrives its
 * box takes the 16:9 shape of its width and height, then the picture's own.
 */
const TRAINING_IMAGE_STYLE = {
  height: 300,
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  aspectRatio: 'auto 533 / 300',
} as const;

/**
 * While loading: the picture's box (at most 533 x 300, the shape the picture takes; for phones the server puts the
 * picture into it, so it paints before the app runs) and bars for the text.
 */
const loadingScreen = (
  <>
    <div
      className="item-image--empty detail__image"
      aria-hidden="true"
      style={{ height: 300, width: 533, maxWidth: '100%' }}
      {...{ [FIRST_IMAGE_SLOT]: '' }}
    />
    <LoadingState skeletons={2} />
  </>
);

export function TrainingDetails({ id }: { id: string }) {
  const { t } = useT('training');
  // The server wrote the anonymous answer into the page (server/services/first-screens.ts) with a preload of the
  // picture: the details show without a second request, the picture already on its way (issue 35's LCP).
  usePrimedAnswer(trainingRequest(id), (body) => {
    const value = readAdaptedItem(toTrainingEvent)(body);
    return value && trainingApi.util.upsertQueryEntries([{ endpointName: 'getEvent', arg: id, value }]);
  });
  const query = useGetEventQuery(id);
  const item = query.data;
  const registration = useFeature('training-registration') === true;
  const viewer = useViewer();
  const runs =
    item !== undefined &&
    item !== null &&
    (viewer.isAdmin || (viewer.accountId !== null && viewer.accountId === item.author?.id));
  return (
    <>
      {query.isLoading ? (
        loadingScreen
      ) : (
        <DetailState query={query} error={t('Something went wrong')} notFound={t('Training not found')}>
          {(item) => (
            <article className="detail">
              <ItemImage
                src={item.images[0]}
                variants={item.image_variants?.[0]}
                alt={item.title}
                width={533}
                height={300}
                eager
                priority
                sizes={TRAINING_IMAGE_SIZES}
                className="detail__image"
                style={TRAINING_IMAGE_STYLE}
              />
              <h2 className="h3 mt-3">{item.title}</h2>
              <TrainingManageActions item={item} details />
              <p className="detail__description">{item.description}</p>
              <dl className="detail__facts">
                <dt>{t('Location')}</dt>
                <dd>{[locationLabel(item.location), item.address].filter(Boolean).join(', ')}</dd>
                <dt>{t('Date and time')}</dt>
                <dd>{formatNigeriaDateTime(item.starts_at || item.date)}</dd>
              </dl>
              <a className="btn btn-primary" href={item.link} target="_blank" rel="noopener noreferrer">
                {t('Attend')}
                <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
              </a>
              {registration ? (
                <Suspense fallback={null}>
                  <RegistrationPanel item={item} />
                  {runs ? <TrainingPartnerTools item={item} /> : null}
                </Suspense>
              ) : null}
              <ReportLink itemType="event" itemId={item.id} ownerId={item.author?.id} title={item.title} />
            </article>
          )}
        </DetailState>
      )}
      <Link className="btn btn-outline-primary mt-3" to={paths.training}>
        {t('Back to training')}
      </Link>
    </>
  );
}
