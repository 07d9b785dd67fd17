// Route page /vision-mission: the 'vision-mission' static page (API text, the bundled draft meanwhile or when the host lacks it).
import { StaticPage } from '@/features/static-pages/components/static-page';

export default function VisionMissionPage() {
  return <StaticPage slug="vision-mission" />;
}
