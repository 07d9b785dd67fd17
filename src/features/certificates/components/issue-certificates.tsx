// Issue certificates (issue 33), on a training's page for its partner or an admin: every attended registration gets
// a certificate and its holder an e-mail; pressing it again issues nothing twice. Lazy (the route page loads it).
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useViewer } from '@/hooks/use-viewer';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { useIssueCertificatesMutation } from '../api/certificates-api';

export interface IssueCertificatesProps {
  eventId: number;
  authorId: number | undefined;
  /** The training's start (ISO 8601); certificates come after it. */
  startsAt: string | undefined;
}

export default function IssueCertificates({ eventId, authorId, startsAt }: IssueCertificatesProps) {
  const { t } = useT('certificates');
  const viewer = useViewer();
  const offered = useFeature('certificates');
  const [issue, { isLoading }] = useIssueCertificatesMutation();
  // The moment the page opened: a training starting while it is open shows its button after a reload.
  const [openedAt] = useState(() => Date.now());
  const mayIssue = viewer.isAdmin || (viewer.accountId !== null && viewer.accountId === authorId);
  if (offered !== true || !mayIssue) return null;
  const started = startsAt ? Date.parse(startsAt) <= openedAt : false;
  return (
    <section className="mt-4" aria-labelledby="issue-certificates">
      <h2 id="issue-certificates" className="h5">
        {t('Certificates')}
      </h2>
      <p className="text-muted">
        {started
          ? t(
              'Everyone checked in gets a certificate and an e-mail with its link. Pressing again issues nothing twice.',
            )
          : t('You can issue certificates once the training has started.')}
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!started || isLoading}
        onClick={() =>
          void issue(eventId).then((result) => {
            if (!('data' in result) || !result.data) return;
            const { issued } = result.data;
            toast.success(
              issued > 0
                ? t('{{count}} certificate issued.', {
                    count: issued,
                    plural: '{{count}} certificates issued.',
                  })
                : t('No new certificates: everyone checked in already has one.'),
            );
          })
        }
      >
        {t('Issue certificates')}
      </button>
    </section>
  );
}
