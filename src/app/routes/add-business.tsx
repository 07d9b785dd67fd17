// Route page for 'Add a Business' (/addbusiness): the add-business form as a page.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

const AddBusinessForm = lazyWithStyles(() => import('@/features/business/components/add-business-form'));

export default function AddBusinessPage() {
  const navigate = useNavigate();
  // The last hook: it suspends until the catalogue is here, and React's replay after a conditional use() breaks
  // the hooks that follow it ("Update hook called on initial render").
  const { t } = useT('business');
  return (
    <section className="route-page">
      <PageTitle>{t('Add a Business')}</PageTitle>
      <Suspense fallback={<p role="status">{t('Loading...')}</p>}>
        <AddBusinessForm
          onDone={() => void navigate(paths.businessProfile)}
          onCancel={() => void navigate(-1)}
        />
      </Suspense>
    </section>
  );
}
