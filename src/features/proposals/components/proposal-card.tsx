// One sample proposal: image, title, host, date, status and a link to its details.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDate } from '@/lib/date-time';
import { PROPOSAL_STATUS_TEXT, type Proposal } from '../data/sample-proposals';

const badge = {
  PENDING: 'text-bg-warning',
  APPROVED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
} as const;

/** A sample proposal's picture, named by its title: the card's and the details' (each at its own size). */
export function ProposalImage({
  proposal,
  ...look
}: {
  proposal: Proposal;
  width: number;
  height: number;
  className: string;
}) {
  return <img src={proposal.image} alt={proposal.title} {...look} />;
}

export function ProposalCard({ proposal }: { proposal: Proposal }) {
  const { t } = useT('proposals');
  return (
    <article className="card h-100 content-card">
      <ProposalImage
        proposal={proposal}
        width={400}
        height={225}
        className="card-img-top content-card__image"
      />
      <div className="card-body d-flex flex-column">
        <h2 className="h6 card-title">{proposal.title}</h2>
        <p className="small text-muted mb-1">
          {proposal.host} · {formatNigeriaDate(proposal.date)}
        </p>
        <p className="mb-2">
          <span className={`badge ${badge[proposal.status]}`}>
            {t(PROPOSAL_STATUS_TEXT[proposal.status])}
          </span>
        </p>
        <Link
          className="btn btn-outline-primary mt-auto"
          to={paths.proposalDetail(proposal.id)}
          aria-label={t('View proposal: {{title}}', { title: proposal.title })}
        >
          {t('View proposal')}
        </Link>
      </div>
    </article>
  );
}
