// A proposal's private documents as download buttons (the partner's review, the applicant's My proposals): each is
// fetched with the member's token, and a failure says which file could not be downloaded.
import { toast } from 'react-toastify';
import { useT } from '@/i18n/use-t';
import { downloadProposalDocument, type Proposal } from '../api/calls-api';

export function ProposalDocuments({
  documents,
  className,
  buttonClassName,
}: {
  documents: Proposal['documents'];
  className: string;
  buttonClassName: string;
}) {
  const { t } = useT('proposals');
  if (documents.length === 0) return null;
  return (
    <ul className={className}>
      {documents.map((doc) => (
        <li className="list-inline-item" key={doc.id}>
          <button
            type="button"
            className={buttonClassName}
            onClick={() =>
              void downloadProposalDocument(doc).catch((error: Error) => toast.error(error.message))
            }
          >
            {t('Download {{name}}', { name: doc.name })}
          </button>
        </li>
      ))}
    </ul>
  );
}
