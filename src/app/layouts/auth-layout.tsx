// Auth-style layout: a centred card with the logo and no navigation.
import { Logo } from '@/components/layout/logo';
import { paths } from '@/config/paths';
import { PageOutlet } from './page-outlet';

export default function AuthLayout() {
  return (
    <div className="layout layout--auth">
      <main id="main-content" className="auth-card">
        <div className="auth-card__logo">
          <Logo to={paths.landing} />
        </div>
        <PageOutlet />
      </main>
    </div>
  );
}
