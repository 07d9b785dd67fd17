// Route page /aboutus: the 'about' static page (API text, the bundled draft meanwhile or when the host lacks it).
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function AboutUsPage() {
  return <StaticPage slug="about" />;
}
