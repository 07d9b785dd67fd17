// A funding application's supporting documents as download buttons (the files are private: the route wants the
// token, so each is fetched and handed to the browser; see downloadFundingDocument).
import { useState } from 'react';
import type { FundingDocument } from '@contract/funding';
import { useT } from '@/i18n/use-t';
import { formatBytes } from '@/lib/upload';
import { downloadFundingDocument } from '../api/funding-api';

export function FundingDocuments({ documents }: { documents: FundingDocument[] }) {
  const { t } = useT('funding');
  const [error, setError] = useState<string | null>(null);
  if (documents.length === 0) return <span className="text-muted">{t('None')}</span>;
  return (
    <>
      <ul className="list-unstyled mb-0">
        {documents.map((doc) => (
          <li key={doc.id}>
            <button
              type="button"
              className="btn btn-link p-0 text-start text-break"
              onClick={() => {
                setError(null);
                downloadFundingDocument(doc).catch((failure: unknown) =>
                  setError(
                    failure instanceof Error
                      ? failure.message
                      : t('{{name}} could not be downloaded.', { name: doc.name }),
                  ),
                );
              }}
            >
              {doc.name}
            </button>{' '}
            <span className="small text-muted">({formatBytes(doc.bytes)})</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="text-danger small mb-0" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
