// Route page for 'Tools' (/toolsPage and /toolspage): the offers listing; partners get the Create Tool card.
import { PageTitle } from '@/components/ui/page-title';
import { ToolsScreen } from '@/features/tools/components/tools-screen';
import { useT } from '@/i18n/use-t';
import { usePartnerSession } from './partner-session';

export default function ToolsPage() {
  const { t } = useT('tools');
  const partner = usePartnerSession();
  return (
    <section className="route-page">
      <PageTitle subtitle={t('Discounted offers from partners.')}>{t('Tools')}</PageTitle>
      <ToolsScreen partner={partner} />
    </section>
  );
}
