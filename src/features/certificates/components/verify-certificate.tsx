// The public verify page's body (/verify/{code}, issue 33): anyone, signed in or not, sees whether the certificate
// is Valid or Revoked and what it certifies; an unknown code says so. The training's partner or an admin (the
// server's can_revoke) may revoke it here, with a reason.
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ListState } from '@/components/ui/list-state';
import { useT } from '@/i18n/use-t';
import { useGetCertificateQuery, useRevokeCertificateMutation } from '../api/certificates-api';
import { REVOKE_REASON_MAX } from '@contract/certificates';
import { CertificateFacts, CertificateStatus } from './certificate-facts';

function RevokeForm({ code, onRevoked }: { code: string; onRevoked: () => void }) {
  const { t } = useT('certificates');
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [revoke, { isLoading }] = useRevokeCertificateMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(t('Please give a reason for the revocation.'));
      return;
    }
    const result = await revoke({ code, reason: reason.trim() });
    if ('data' in result) {
      toast.success(t('The certificate has been revoked.'));
      onRevoked();
    }
  };
  return (
    <form className="mt-4" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="h5">{t('Revoke this certificate')}</h2>
      <label className="form-label" htmlFor={`${id}-reason`}>
        {t('Reason (shown on this page)')}
      </label>
      <textarea
        id={`${id}-reason`}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={REVOKE_REASON_MAX}
        value={reason}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
      />
      {problem ? (
        <p id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-danger mt-2" disabled={isLoading}>
        {t('Revoke')}
      </button>
    </form>
  );
}

export function VerifyCertificate({ code }: { code: string }) {
  const { t } = useT('certificates');
  const { data, isLoading, isFetching, isError, error, refetch } = useGetCertificateQuery(code);
  const status = (error as { status?: unknown } | undefined)?.status;
  const notFound = (isError && (status === 404 || status === 400)) || (!isLoading && !isError && !data);
  return (
    <ListState
      isLoading={isLoading}
      error={isError && !notFound ? t('Something went wrong') : null}
      isEmpty={notFound}
      emptyText={t('No certificate has this code. Check the address, or ask the holder for the link.')}
      onRetry={() => void refetch()}
      skeletons={2}
    >
      {data ? (
        <article className="detail" aria-busy={isFetching}>
          <CertificateStatus certificate={data} />
          <CertificateFacts certificate={data} />
          <p className="text-muted small">
            {t('Certificate code')}: <span className="font-monospace">{data.code}</span>
          </p>
          {data.can_revoke && data.status === 'valid' ? (
            <RevokeForm code={data.code} onRevoked={() => void refetch()} />
          ) : null}
        </article>
      ) : null}
    </ListState>
  );
}
