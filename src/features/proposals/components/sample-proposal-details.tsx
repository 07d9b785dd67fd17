// Proposal details against a host without calls for proposals (sample data): 'Opportunity not found' for an unknown id (the spec's text), and a side card
// of similar proposals with their cover letters cut at 8 words.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDate } from '@/lib/date-time';
import { findProposal, PROPOSAL_STATUS_TEXT, SAMPLE_PROPOSALS } from '../data/sample-proposals';
import { ProposalImage } from './proposal-card';
import { SimilarProposals } from './similar-proposals';

export function SampleProposalDetails({ id }: { id: string }) {
  const { t } = useT('proposals');
  const proposal = findProposal(id);
  if (!proposal) {
    return (
      <>
        <p className="list-state list-state--empty">{t('Opportunity not found')}</p>
        <Link className="btn btn-outline-primary" to={paths.proposals}>
          {t('Go Back')}
        </Link>
      </>
    );
  }
  const similar = SAMPLE_PROPOSALS.filter((p) => p.id !== proposal.id).slice(0, 3);
  return (
    <div className="row g-4">
      <article className="col-lg-8 detail">
        <ProposalImage proposal={proposal} width={800} height={450} className="img-fluid rounded mb-3" />
        <h2 className="h3">{proposal.title}</h2>
        <p className="text-muted">
          {proposal.host} · {formatNigeriaDate(proposal.date)} · {t(PROPOSAL_STATUS_TEXT[proposal.status])}
        </p>
        <h3 className="h5">{t('Cover letter')}</h3>
        <p>{proposal.coverLetter}</p>
        <h3 className="h5">{t('Documents')}</h3>
        <ul>
          {proposal.documents.map((doc) => (
            <li key={doc.name}>{doc.name}</li>
          ))}
        </ul>
        <Link className="btn btn-outline-primary" to={paths.proposals}>
          {t('Go Back')}
        </Link>
      </article>
      <SimilarProposals
        items={similar.map((other) => ({ id: other.id, title: other.title, text: other.coverLetter }))}
      />
    </div>
  );
}
