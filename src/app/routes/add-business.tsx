// Route page for 'Add a Business' (/addbusiness): the add-business form as a page.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

const AddBusinessForm = lazyWithStyles(() => import('@/features/business/components/add-business-form'));

export default function AddBusinessPage() {
  const navigate = useNavigate();
  return (
    <section className="route-page">
      <PageTitle>Add a Business</PageTitle>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <AddBusinessForm onDone={() => void navigate(paths.businessProfile)} onCancel={() => void navigate(-1)} />
      </Suspense>
    </section>
  );
}
