// The site footer of spec section 2: section links with a `link` query parameter, about and legal links, social
// icons, the short name and the current year.
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useHostIdentity } from '@/lib/portal-identity';
import { SocialIcons } from './social-icons';

export const footerSections = [
  { label: msg('Directory'), to: paths.withSection(paths.directory, 'directory') },
  { label: msg('Marketplace'), to: paths.withSection(paths.market, 'marketplace') },
  { label: msg('Tools'), to: paths.withSection(paths.tools, 'tools') },
  { label: msg('Opportunities'), to: paths.withSection(paths.opportunities, 'opportunities') },
  { label: msg('Funding'), to: paths.withSection(paths.fundingPage, 'funding') },
] as const;

export interface FooterLink {
  label: string;
  to: string;
}

function FooterLinks({ links, className }: { links: readonly FooterLink[]; className: string }) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.to}>
          <Link to={item.to}>{t(item.label)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** `pageLinks`: the about and legal links to show (the app leaves out static pages that are still drafts). */
export function Footer({ pageLinks }: { pageLinks: readonly FooterLink[] }) {
  const year = new Date().getFullYear();
  const { t } = useT();
  // The operator (issue 31): its crest and short name beside the product's, once the portal identity names them.
  const operator = useHostIdentity();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('Footer')}>
          <FooterLinks links={footerSections} className="site-footer__links" />
          <FooterLinks links={pageLinks} className="site-footer__links site-footer__links--legal" />
        </nav>
        <SocialIcons />
        <p className="site-footer__copy">
          {operator?.logo_url ? (
            <img src={operator.logo_url} alt={operator.name} height="32" className="site-footer__crest" />
          ) : null}
          &copy; {year} {env.productShortName}
          {operator?.short_name ? ` · ${operator.short_name}` : null}
        </p>
      </div>
    </footer>
  );
}
