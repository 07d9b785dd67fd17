// Route page /t&c (the same terms as /terms-of-use): the 'terms' static page (API text, the bundled draft meanwhile or when the host lacks it).
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function TermsAndConditionsPage() {
  return <StaticPage slug="terms" toc />;
}
