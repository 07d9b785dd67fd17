// The home feed's For you strip (issue 34): the newest items matched to the signed-in member (GET /prop/for-you, up to
// 6), each a small card with its title (a link to the item), its date and why it fits. Loaded after the feed for
// signed-in members of a host that offers notifications (app/routes/home.tsx); shows nothing while it loads, when it
// fails or when nothing matched, so the feed never waits for it.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MatchedItemKind } from '@contract/notifications';
import { useT, type Translator } from '@/i18n/use-t';
import { formatNigeriaDate } from '@/lib/date-time';
import { useGetForYouQuery, type ForYouItem } from '../api/notifications-api';
import { reasonLine } from './notification-text';

/** The date that matters for the item, labelled: a training's start, a deadline, a tool's publication. */
function dateLine(t: Translator['t'], kind: MatchedItemKind, date: string): string {
  const when = formatNigeriaDate(date);
  switch (kind) {
    case 'training':
      return t('Starts {{date}}', { date: when });
    case 'opportunity':
    case 'call':
      return t('Deadline {{date}}', { date: when });
    case 'tool':
      return t('Published {{date}}', { date: when });
  }
}

function ForYouCard({ item }: { item: ForYouItem }) {
  const { t } = useT('notifications');
  return (
    <li className="for-you__card">
      <h3 className="for-you__title">
        <Link to={item.link}>{item.title}</Link>
      </h3>
      {item.date ? <p className="for-you__date">{dateLine(t, item.item_kind, item.date)}</p> : null}
      <p className="for-you__reason">{reasonLine(t, item.item_kind, item.reason)}</p>
    </li>
  );
}

export default function ForYouStrip() {
  const { t } = useT('notifications');
  const headingId = useId();
  const { data } = useGetForYouQuery();
  if (!data || data.length === 0) return null;
  return (
    <section className="for-you" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 for-you__heading">
        {t('For you')}
      </h2>
      <ul className="for-you__list list-unstyled">
        {data.map((item) => (
          <ForYouCard key={`${item.item_kind}-${item.item_id}`} item={item} />
        ))}
      </ul>
    </section>
  );
}
