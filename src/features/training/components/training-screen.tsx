// The training list (spec section 2): 4 per page, search, and the partner-only Create a Training card.
import { STATES } from '@contract/states';
import { ValueSelect } from '@/components/form/value-select';
import { ContentCard } from '@/components/ui/content-card';
import { useFeature } from '@/lib/capabilities';
import { PartnerListScreen, type PartnerListKind } from '@/components/ui/partner-list-screen';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { msg } from '@/i18n/runtime';
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

const TRAINING_LIST: PartnerListKind<TrainingEvent> = {
  columns: 'row-cols-1 row-cols-sm-2 row-cols-lg-4',
  skeletons: 4,
  texts: {
    search: msg('Search training by title'),
    create: msg('Create a Training'),
    list: msg('Training events'),
    pages: msg('Training pages'),
    empty: msg('No training found'),
  },
  loadModal: () => import('./create-training-modal').then((m) => ({ default: m.CreateTrainingModal })),
  renderItem: (item, index) => <TrainingCard item={item} eager={index < 4} />,
};

/** Issue 33: offline trainings near the visitor, by state (in the address, so a link keeps the choice). */
function StateFilter({ value, onChange }: { value: string; onChange: (state: string) => void }) {
  const { t } = useT('training');
  return (
    <ValueSelect
      id="training-state"
      className="mb-3 training-state-filter"
      label={t('State')}
      value={value}
      onChange={onChange}
      empty={t('All states')}
      options={STATES.map(({ name }) => ({ value: name, label: name }))}
    />
  );
}

export function TrainingScreen({ partner }: { partner: { approved: boolean } | null }) {
  const { t } = useT('training');
  const list = useListParams(['state']);
  const filters = useFeature('training-registration') === true;
  const state = filters ? list.filters.state : '';
  const result = useGetEventsQuery({ page: list.page, q: list.q, ...(state ? { state } : {}) });
  return (
    <>
      {filters ? <StateFilter value={state} onChange={(next) => list.setFilter('state', next)} /> : null}
      <PartnerListScreen kind={TRAINING_LIST} list={list} partner={partner} result={result} t={t} />
    </>
  );
}
