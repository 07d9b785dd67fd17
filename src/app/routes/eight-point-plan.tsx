// Route page /8-point-plan: the 'eight-point-plan' static page (API text, the bundled draft meanwhile or when the host lacks it).
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function EightPointPlanPage() {
  return <StaticPage slug="eight-point-plan" />;
}
