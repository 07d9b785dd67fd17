// 'Report' beside an item or a profile (issue 14): opens the report dialog (lazy) for a signed-in member, asks a
// visitor to log in first (as Buy Now does), and is absent on the viewer's own items and for admins, who take
// content down instead. Loaded by ./report-link.tsx once the host has said it takes reports.
import { Suspense, useState } from 'react';
import { useViewer } from '@/hooks/use-viewer';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useT } from '@/i18n/use-t';
import type { ReportTarget } from './report-dialog';
import SignInPrompt from './report-sign-in-prompt';

const ReportDialog = lazyWithStyles(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

export interface ReportLinkProps extends ReportTarget {
  /** The author's account id (for a profile, the profile's own id): their own item shows no link. */
  ownerId: number | null | undefined;
  className?: string;
}

export default function ReportLinkButton({ ownerId, className, ...target }: ReportLinkProps) {
  const { signedIn, isAdmin, accountId } = useViewer();
  const [open, setOpen] = useState(false);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  const { t } = useT();
  if (isAdmin || (accountId !== null && accountId === ownerId)) return null;
  return (
    <div className={className}>
      <button
        type="button"
        className="btn btn-link btn-sm text-muted"
        onClick={() => (signedIn ? setOpen(true) : setAskedToSignIn(true))}
      >
        {t('Report')} <span className="visually-hidden">{target.title}</span>
      </button>
      {askedToSignIn && !signedIn ? <SignInPrompt /> : null}
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog {...target} show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
