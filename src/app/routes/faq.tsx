// Route page /faq (questions as a disclosure list): the 'faq' static page (API text, the bundled draft meanwhile or when the host lacks it).
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function FaqPage() {
  return <StaticPage slug="faq" disclosure />;
}
