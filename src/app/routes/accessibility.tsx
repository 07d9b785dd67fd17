// Route page /accessibility (issue 31): the accessibility statement, a static page like the privacy policy (the
// operator's contact filled in from the portal identity), linked from the footer.
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function AccessibilityPage() {
  return <StaticPage slug="accessibility" />;
}
