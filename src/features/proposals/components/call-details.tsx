// One call for proposals (issue 32): the call, who may apply, the documents required, and Submit a proposal for a
// signed-in creative or business while it is open; the spec's side card of similar items (descriptions cut at 8
// words); 'Opportunity not found' (the spec's text) for an unknown id.
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { ReportLink } from '@/components/report/report-link';
import { ItemImage } from '@/components/ui/item-image';
import { DetailState } from '@/components/ui/detail-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDate } from '@/lib/date-time';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useGetCallQuery, useGetCallsQuery, type Call } from '../api/calls-api';
import { CallManageActions } from './call-manage-actions';
import { SimilarProposals } from './similar-proposals';

const SubmitProposalModal = lazyWithStyles(() =>
  import('./submit-proposal-modal').then((m) => ({ default: m.SubmitProposalModal })),
);

const naira = (value: number) => `₦${value.toLocaleString('en-NG')}`;

function amountText(call: Call): string | null {
  const { amount_min: min, amount_max: max } = call;
  if (min !== null && max !== null) return min === max ? naira(min) : `${naira(min)} – ${naira(max)}`;
  if (min !== null) return naira(min);
  if (max !== null) return naira(max);
  return null;
}

function SimilarCalls({ call }: { call: Call }) {
  const { t } = useT('proposals');
  const { data } = useGetCallsQuery({ page: 1, q: '', exclude: call.id });
  const similar = data?.items ?? [];
  return (
    <SimilarProposals
      items={similar.map((other) => ({ id: other.id, title: other.title, text: other.description }))}
      emptyText={t('No proposals found')}
    />
  );
}

export function CallDetails({ id }: { id: string }) {
  const { t } = useT('proposals');
  const query = useGetCallQuery(id);
  const call = query.data;
  const userType = useAppSelector((state) => state.auth.userType);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const [submitting, setSubmitting] = useState(false);
  const kind = userType === 'user' ? 'creative' : userType === 'business' ? 'business' : null;
  const kinds = (call?.eligible_kinds ?? []).map((k) =>
    k === 'creative' ? t('Creatives') : t('Businesses'),
  );
  const amount = call ? amountText(call) : null;
  return (
    <DetailState query={query} error={t('Something went wrong')} notFound={t('Opportunity not found')}>
      {(call) => (
        <div className="row g-4">
          <article className="col-lg-8 detail">
            <ItemImage
              src={call.images[0]}
              variants={call.image_variants[0]}
              alt={call.title}
              width={800}
              height={450}
              eager
              className="img-fluid rounded mb-3"
            />
            <h2 className="h3">{call.title}</h2>
            <CallManageActions call={call} />
            <p className="text-muted">
              {call.host} · {t('Opens: {{date}}', { date: formatNigeriaDate(call.opens_at) })} ·{' '}
              {t('Closes: {{date}}', { date: formatNigeriaDate(call.closes_at) })}
            </p>
            {!call.open ? <p className="alert alert-secondary">{t('This call is closed.')}</p> : null}
            <p className="detail__description">{call.description}</p>
            {amount ? (
              <p>
                <strong>{t('Amount:')}</strong> {amount}
              </p>
            ) : null}
            <h3 className="h5">{t('Who may apply')}</h3>
            <ul>
              <li>{kinds.join(', ')}</li>
              <li>
                {t('Sectors:')} {call.sectors.length > 0 ? call.sectors.join(', ') : t('All sectors')}
              </li>
              <li>
                {t('States:')} {call.states.length > 0 ? call.states.join(', ') : t('All states')}
              </li>
            </ul>
            <h3 className="h5">{t('Documents')}</h3>
            {call.documents_required.length > 0 ? (
              <ul>
                {call.documents_required.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p>{t('No documents are required.')}</p>
            )}
            <div className="d-flex flex-wrap gap-2">
              {call.open && signedIn && kind && call.eligible_kinds.includes(kind) ? (
                <button type="button" className="btn btn-primary" onClick={() => setSubmitting(true)}>
                  {t('Submit a proposal')}
                </button>
              ) : null}
              {call.open && !signedIn ? (
                <Link className="btn btn-primary" to={paths.login}>
                  {t('Log in to submit a proposal')}
                </Link>
              ) : null}
              <Link className="btn btn-outline-primary" to={paths.proposals}>
                {t('Go Back')}
              </Link>
            </div>
            <ReportLink itemType="call" itemId={call.id} ownerId={call.author?.id} title={call.title} />
          </article>
          <SimilarCalls call={call} />
          {submitting ? (
            <Suspense fallback={null}>
              <SubmitProposalModal call={call} show={submitting} onHide={() => setSubmitting(false)} />
            </Suspense>
          ) : null}
        </div>
      )}
    </DetailState>
  );
}
