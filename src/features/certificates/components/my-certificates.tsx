// My certificates (issue 33): the signed-in member's certificates, each with its verify page and its downloads (the
// PDF, the Open Badges credential), and the certificate of registration for a BVN/NIN-verified member. The training
// engineer's My trainings links here (paths.myCertificates).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ListSection } from '@/components/ui/list-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import {
  downloadCertificate,
  useGetMyCertificatesQuery,
  useGetRegistrationCertificateMutation,
  type CertificateFile,
} from '../api/certificates-api';
import type { Certificate } from '../api/certificate-adapter';
import { CertificateFacts, CertificateStatus } from './certificate-facts';

function CertificateEntry({ certificate }: { certificate: Certificate }) {
  const { t } = useT('certificates');
  const [busy, setBusy] = useState<CertificateFile | null>(null);
  const title =
    certificate.kind === 'training' ? certificate.title : t('Registration with the Creative Portal');
  const download = async (file: CertificateFile) => {
    setBusy(file);
    try {
      await downloadCertificate(certificate.code, file);
    } catch (problem) {
      toast.error(problem instanceof Error ? problem.message : t('The certificate could not be downloaded.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="card mb-3">
      <div className="card-body">
        <h3 className="h6">{title}</h3>
        <CertificateStatus certificate={certificate} />
        <CertificateFacts certificate={certificate} />
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy !== null}
            onClick={() => void download('pdf')}
            aria-label={t('Download the PDF of {{title}}', { title })}
          >
            {t('Download PDF')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy !== null}
            onClick={() => void download('credential')}
            aria-label={t('Download the Open Badges credential of {{title}}', { title })}
          >
            {t('Download Open Badge')}
          </button>
          <Link className="btn btn-link" to={paths.verifyCertificate(certificate.code)}>
            {t('Verification page')}
          </Link>
        </div>
      </div>
    </li>
  );
}

export function MyCertificates() {
  const { t } = useT('certificates');
  const { data = [], isLoading, isError, refetch } = useGetMyCertificatesQuery();
  const [getRegistration, { isLoading: asking }] = useGetRegistrationCertificateMutation();
  const hasRegistration = data.some((certificate) => certificate.kind === 'registration');
  return (
    <>
      <ListSection
        id="my-certificates"
        title={t('Your certificates')}
        isLoading={isLoading}
        error={isError ? t('Your certificates could not be loaded.') : null}
        isEmpty={data.length === 0}
        emptyText={t('You have no certificates yet. Partners issue them after a training you attended.')}
        onRetry={() => void refetch()}
      >
        <ul className="list-unstyled">
          {data.map((certificate) => (
            <CertificateEntry key={certificate.code} certificate={certificate} />
          ))}
        </ul>
      </ListSection>
      {hasRegistration ? null : (
        <section className="mt-4" aria-labelledby="registration-certificate">
          <h2 id="registration-certificate" className="h5">
            {t('Certificate of registration')}
          </h2>
          <p>
            {t('Members whose BVN or NIN has been verified can get a certificate of their registration.')}
          </p>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={asking}
            onClick={() =>
              void getRegistration().then((result) => {
                if ('data' in result) {
                  toast.success(t('Your certificate of registration is ready.'));
                  void refetch();
                }
              })
            }
          >
            {t('Get my certificate of registration')}
          </button>
        </section>
      )}
    </>
  );
}
