// Route page for 'Tools' (/toolsPage and /toolspage): the offers listing; partners get the Create Tool card.
import { PageTitle } from '@/components/ui/page-title';
import { ToolsScreen } from '@/features/tools/components/tools-screen';
import { usePartnerSession } from './partner-session';

export default function ToolsPage() {
  const partner = usePartnerSession();
  return (
    <section className="route-page">
      <PageTitle subtitle="Discounted offers from partners.">Tools</PageTitle>
      <ToolsScreen partner={partner} />
    </section>
  );
}
