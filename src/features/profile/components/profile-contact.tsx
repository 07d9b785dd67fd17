// The profile's Contact button (issue 31): a creative or a business can be sent a message by e-mail (the dialog loads
// on the first click) and, where they chose to show it, reached on WhatsApp. The product enquiry's rules hold: a
// visitor is asked to log in first, nobody contacts themselves, admins moderate rather than contact.
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { WhatsAppChatLink } from '@/components/ui/whatsapp-chat-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useViewer } from '@/hooks/use-viewer';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { str } from './profile-format';

const ContactDialog = lazyWithStyles(() =>
  import('./contact-dialog').then((module) => ({ default: module.ContactDialog })),
);

export function ProfileContact({
  profile,
  kind,
  memberId,
  name,
}: {
  profile: AnyProfile;
  kind: ProfileKind;
  memberId: number;
  name: string;
}) {
  const { t } = useT('profile');
  const location = useLocation();
  const { signedIn, isAdmin, accountId } = useViewer();
  const offered = useFeature('profile-contact') === true;
  const [open, setOpen] = useState(false);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  const whatsapp = str(profile.whatsapp);
  const own = accountId !== null && accountId === memberId;
  const canMessage = offered && kind !== 'partner' && !own && !isAdmin;
  if (!canMessage && (!whatsapp || own)) return null;
  return (
    <div className="profile-contact mb-3">
      <div className="d-flex flex-wrap gap-2">
        {canMessage ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => (signedIn ? setOpen(true) : setAskedToSignIn(true))}
          >
            {t('Contact')}
          </button>
        ) : null}
        {whatsapp ? (
          <WhatsAppChatLink
            number={whatsapp}
            message={t('Hello {{name}}, I saw your profile on the {{portal}}.', {
              name,
              portal: env.productShortName,
            })}
          />
        ) : null}
      </div>
      {askedToSignIn && !signedIn ? (
        <p className="alert alert-info mt-2 mb-0" role="alert">
          {t('Please log in to send {{name}} a message.', { name })}{' '}
          <Link to={paths.login} state={{ from: location.pathname }}>
            {t('Log in')}
          </Link>
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ContactDialog memberId={memberId} memberName={name} show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
