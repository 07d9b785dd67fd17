// The floating create button and the chat link; hidden on the routes of spec section 2, and out of the way while
// the reader scrolls down (they come back on the way up), so they never cover the text being read.
import { Suspense, useState } from 'react';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useLocation } from 'react-router-dom';
import { chatHref } from '@/config/env';
import { useHiddenWhileScrollingDown } from '@/hooks/use-hidden-while-scrolling-down';
import { shouldShowFloatingActions } from './floating-actions-visibility';

const CreateModal = lazyWithStyles(() => import('./create-modal').then((module) => ({ default: module.CreateModal })));

export function FloatingActions() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const away = useHiddenWhileScrollingDown();
  if (!shouldShowFloatingActions(pathname)) return null;
  return (
    <div className={`floating-actions${away && !open ? ' floating-actions--away' : ''}`}>
      <a
        className="floating-actions__chat"
        href={chatHref()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
      >
        <svg
          viewBox="0 0 24 24"
          width="26"
          height="26"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 2a8 8 0 1 1-4.1 14.9l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 0 1 12 4zm-3 4c-.3 0-.7.1-.9.5-.3.4-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.3 2.4.9 2.9.7 3.5.7.5-.1 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.8-.9c-.3-.1-.5-.1-.7.2l-.8 1c-.2.2-.3.2-.6.1-.3-.2-1.2-.5-2.3-1.4-.8-.8-1.4-1.7-1.5-2-.2-.3 0-.4.1-.6l.5-.5.3-.5v-.5l-.9-2c-.2-.5-.4-.5-.6-.5H9z" />
        </svg>
      </a>
      <button
        type="button"
        className="floating-actions__create"
        aria-label="Create a post or product"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CreateModal show={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
