// My calls (issue 32): a partner's (or an admin's) calls with their proposal counts, Review, Edit (the call form,
// filled in; lazy) and Close.
import { Suspense, useState } from 'react';
import { toast } from 'react-toastify';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDate } from '@/lib/date-time';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useCloseCallMutation, useGetMyCallsQuery, type Call } from '../api/calls-api';
import { OwnCards } from './own-cards';

const EditCallModal = lazyWithStyles(() =>
  import('./create-call-modal').then((module) => ({ default: module.CreateCallModal })),
);

export function MyCalls({ onReview }: { onReview: (id: number) => void }) {
  const { t } = useT('proposals');
  const query = useGetMyCallsQuery();
  const [close, { isLoading: closing }] = useCloseCallMutation();
  const [editing, setEditing] = useState<Call | null>(null);
  async function onClose(id: number, title: string) {
    if (!window.confirm(t('Close the call "{{title}}" now? No more proposals will be accepted.', { title })))
      return;
    const result = await close(id);
    if (!('error' in result)) toast.success(t('Call for proposals closed.'));
  }
  return (
    <OwnCards
      query={query}
      label={t('My calls')}
      errorText={t('Your calls for proposals could not be loaded.')}
      emptyText={t('You have not published any calls yet.')}
      body={(call) => (
        <>
          <p className="small text-muted mb-2">
            {call.open ? t('Open') : t('Closed')} ·{' '}
            {t('Closes: {{date}}', { date: formatNigeriaDate(call.closes_at) })} ·{' '}
            {t('{{count}} proposal', { count: call.proposals ?? 0, plural: '{{count}} proposals' })}
          </p>
          <button
            type="button"
            className="btn btn-sm btn-primary me-2"
            onClick={() => onReview(call.id)}
            aria-label={`${t('Review proposals')}: ${call.title}`}
          >
            {t('Review proposals')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary me-2"
            onClick={() => setEditing(call)}
            aria-label={`${t('Edit')}: ${call.title}`}
          >
            {t('Edit')}
          </button>
          {call.open ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={closing}
              onClick={() => void onClose(call.id, call.title)}
            >
              {t('Close call')}
            </button>
          ) : null}
        </>
      )}
    >
      {editing ? (
        <Suspense fallback={null}>
          <EditCallModal show call={editing} onHide={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </OwnCards>
  );
}
