// One call for proposals in the list: image, host, title, closing date and a link to its details.
import { ContentCard } from '@/components/ui/content-card';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDate } from '@/lib/date-time';
import type { Call } from '../api/calls-api';

export function CallCard({ call, eager }: { call: Call; eager?: boolean }) {
  const { t } = useT('proposals');
  return (
    <ContentCard
      title={call.title}
      media={call}
      eager={eager}
      to={paths.proposalDetail(call.id)}
      linkText={t('View call')}
    >
      <p className="small text-muted mb-1">{call.host}</p>
      <p className="small mb-2">{t('Closes: {{date}}', { date: formatNigeriaDate(call.closes_at) })}</p>
    </ContentCard>
  );
}
