// The training list (spec section 2): 4 per page, search, and the partner-only Create a Training card.
import { ContentCard } from '@/components/ui/content-card';
import { PagedGrid } from '@/components/ui/paged-list';
import { PartnerListTop } from '@/components/ui/partner-list-top';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { useT } from '@/i18n/use-t';
import { useGetEventsQuery, type TrainingEvent } from '../api/training-api';
import { locationLabel } from '../labels';
import { TrainingManageActions } from './training-manage-actions';

function TrainingCard({ item, eager }: { item: TrainingEvent; eager?: boolean }) {
  const { t } = useT('training');
  return (
    <ContentCard
      title={item.title}
      media={item}
      eager={eager}
      to={paths.trainingDetail(item.id)}
      linkText={t('View details')}
      actions={<TrainingManageActions item={item} />}
    >
      <p className="small text-muted mb-2">
        {[locationLabel(item.location), formatNigeriaDateTime(item.starts_at || item.date)]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </ContentCard>
  );
}

export function TrainingScreen({ partner }: { partner: { approved: boolean } | null }) {
  const { t } = useT('training');
  const { page, q, setPage, setSearch } = useListParams();
  const result = useGetEventsQuery({ page, q });
  return (
    <>
      <PartnerListTop
        search={{ value: q, onSearch: setSearch, label: t('Search training by title') }}
        partner={partner}
        columns="row-cols-1 row-cols-sm-2 row-cols-lg-4"
        createLabel={t('Create a Training')}
        loadModal={() => import('./create-training-modal').then((m) => ({ default: m.CreateTrainingModal }))}
      />
      <PagedGrid
        result={result}
        page={page}
        onPageChange={setPage}
        columns="row-cols-1 row-cols-sm-2 row-cols-lg-4"
        listLabel={t('Training events')}
        pagesLabel={t('Training pages')}
        emptyText={t('No training found')}
        skeletons={4}
        renderItem={(item, index) => <TrainingCard item={item} eager={index < 4} />}
      />
    </>
  );
}
