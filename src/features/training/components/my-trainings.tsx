// My trainings (issue 33): the member's registrations in four groups: upcoming, waiting list, attended (with the way
// to their certificates, where the host issues them) and past.
import { Link } from 'react-router-dom';
import type { MyTraining } from '@contract/training';
import { ListState } from '@/components/ui/list-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { useGetMyTrainingsQuery } from '../api/registration-api';

export interface TrainingGroups {
  upcoming: MyTraining[];
  waiting: MyTraining[];
  attended: MyTraining[];
  past: MyTraining[];
}

/** Sorts the registrations into the page's groups (attended wins; a waiting place of a past training is past). */
export function groupMyTrainings(items: MyTraining[], now = Date.now()): TrainingGroups {
  const groups: TrainingGroups = { upcoming: [], waiting: [], attended: [], past: [] };
  for (const item of items) {
    const ahead = Date.parse(item.starts_at) > now;
    if (item.attended_at) groups.attended.push(item);
    else if (!ahead) groups.past.push(item);
    else if (item.status === 'waitlisted') groups.waiting.push(item);
    else groups.upcoming.push(item);
  }
  return groups;
}

function TrainingLine({ item, showCode }: { item: MyTraining; showCode: boolean }) {
  const { t } = useT('training');
  return (
    <li className="my-trainings__item">
      <Link to={paths.trainingDetail(item.event_id)}>{item.title}</Link>
      <div>{formatNigeriaDateTime(item.starts_at || item.date)}</div>
      <div>{[item.address, item.state].filter(Boolean).join(', ')}</div>
      {showCode ? (
        <div>
          {t('Code')}: <strong className="training-code__text">{item.code}</strong>
        </div>
      ) : null}
      {item.join_link && showCode ? (
        <a href={item.join_link} target="_blank" rel="noopener noreferrer">
          {t('Joining link')}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </a>
      ) : null}
    </li>
  );
}

export function MyTrainings() {
  const { t } = useT('training');
  const { data = [], isLoading, isError, refetch } = useGetMyTrainingsQuery();
  const certificates = useFeature('certificates');
  const groups = groupMyTrainings(data);
  const section = (title: string, items: MyTraining[], showCode: boolean, emptyText: string) => (
    <section className="my-trainings__group" aria-label={title}>
      <h2 className="h5">{title}</h2>
      {items.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <ul className="list-unstyled">
          {items.map((item) => (
            <TrainingLine key={item.event_id} item={item} showCode={showCode} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <ListState
      isLoading={isLoading}
      error={isError ? t('Your trainings could not be loaded.') : null}
      isEmpty={false}
      emptyText=""
      onRetry={() => void refetch()}
      skeletons={2}
    >
      {section(t('Upcoming'), groups.upcoming, true, t('No upcoming training.'))}
      {section(t('Waiting list'), groups.waiting, false, t('You are not waiting for any training.'))}
      {section(t('Attended'), groups.attended, false, t('No attended training yet.'))}
      {/* Attended trainings earn certificates: their PDFs and Open Badges are on My certificates. */}
      {certificates && groups.attended.length > 0 ? (
        <p>
          <Link to={paths.myCertificates}>{t('My certificates')}</Link>
        </p>
      ) : null}
      {groups.past.length > 0 ? section(t('Past'), groups.past, false, '') : null}
      <Link className="btn btn-outline-primary mt-3" to={paths.training}>
        {t('Find a training')}
      </Link>
    </ListState>
  );
}
