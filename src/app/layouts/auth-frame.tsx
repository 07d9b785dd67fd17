// The frame of every sign-in, sign-up and password page (the auth-style layout and the standalone pages): the logo,
// linking back to the portal, above one centred column of at most 34 rem (544 px), so a form keeps a readable width
// on a desktop and fills a phone, and the legal pages' links below it. Its styles load with these pages, not with the portal's first load.
import type { ReactNode } from 'react';
import { LegalLinks } from '@/components/layout/legal-links';
import { Logo } from '@/components/layout/logo';

export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--auth">
      <header className="auth-frame__logo">
        <Logo />
      </header>
      <main id="main-content" className="auth-card">
        {children}
      </main>
      {/* The sign-up and sign-in screens link the legal pages too (issue 31): they have no site footer. */}
      <footer className="auth-frame__legal">
        <LegalLinks />
      </footer>
    </div>
  );
}
