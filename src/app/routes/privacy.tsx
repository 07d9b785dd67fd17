// Route page /privacy: the 'privacy' static page (API text, the bundled draft meanwhile or when the host lacks it).
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function PrivacyPage() {
  return <StaticPage slug="privacy" toc />;
}
