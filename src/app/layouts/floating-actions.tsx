// The floating create button and the chat link; hidden on the routes of spec section 2, and out of the way while
// the reader scrolls down (they come back on the way up), so they never cover the text being read.
import { Suspense, useState } from 'react';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import whatsappIcon from '@/assets/whatsapp.svg?no-inline';
import { env } from '@/config/env';
import { useHostIdentity } from '@/lib/portal-identity';
import { useHiddenWhileScrollingDown } from '@/hooks/use-hidden-while-scrolling-down';
import { useT } from '@/i18n/use-t';
import { shouldShowFloatingActions } from './floating-actions-visibility';

const CreateModal = lazyWithStyles(() =>
  import('./create-modal').then((module) => ({ default: module.CreateModal })),
);

export function FloatingActions() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const away = useHiddenWhileScrollingDown();
  const { t, translate } = useT();
  // The configured WhatsApp number (issue 31: the host's, else VITE_CHAT_URL's wa.me link); without one there is no
  // chat button at all.
  const host = useHostIdentity();
  const number = (host ? host.whatsapp : env.chatUrl).replace(/\D/g, '');
  const chat = number && `https://wa.me/${number}?text=${encodeURIComponent(translate(env.chatGreeting))}`;
  // An admin moderates and does not post: no Create button (issue 31); the chat link stays.
  const admin = useAppSelector((state) => state.auth.userType === 'admin');
  if (!shouldShowFloatingActions(pathname)) return null;
  return (
    <div className={`floating-actions${away && !open ? ' floating-actions--away' : ''}`}>
      {chat ? (
        <a
          className="floating-actions__chat"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('Chat with us on WhatsApp')}
        >
          {/* By URL, not inlined: the first-load script does not carry the icon's path. */}
          <img src={whatsappIcon} alt="" width="26" height="26" />
        </a>
      ) : null}
      {admin ? null : (
        <button
          type="button"
          className="floating-actions__create"
          aria-label={t('Create a post or product')}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">+</span>
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <CreateModal show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
