// The frame of every sign-in, sign-up and password page (the auth-style layout and the standalone pages): the logo,
// linking back to the portal, above one centred column of at most 34 rem (544 px), so a form keeps a readable width
// on a desktop and fills a phone. Its styles load with these pages, not with the portal's first load.
import type { ReactNode } from 'react';
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
    </div>
  );
}
