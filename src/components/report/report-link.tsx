// 'Report' beside an item or a profile (issue 14): opens the report dialog (lazy) for a signed-in member, asks a
// visitor to log in first (as Buy Now does), and is absent on the viewer's own items and for admins, who take
// content down instead. Post cards are on the first screen, so this part stays a few hundred bytes.
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useViewer } from '@/hooks/use-viewer';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useT } from '@/i18n/use-t';
import type { ReportTarget } from './report-dialog';

const ReportDialog = lazyWithStyles(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

export interface ReportLinkProps extends ReportTarget {
  /** The author's account id (for a profile, the profile's own id): their own item shows no link. */
  ownerId: number | null | undefined;
  className?: string;
}

/** Asked only once a visitor clicks, so the many cards of a feed do not each follow the location. */
function SignInPrompt() {
  const location = useLocation();
  const { t } = useT();
  return (
    <p className="alert alert-info small text-start mb-0" role="alert">
      {t('Please log in to report this.')}{' '}
      <Link to={paths.login} state={{ from: location.pathname }}>
        {t('Log in')}
      </Link>
    </p>
  );
}

export function ReportLink({ ownerId, className, ...target }: ReportLinkProps) {
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
