// Route page /licensepage: the IP-securitization page (Coming Soon) with the register-interest form.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense } from 'react';
import { StaticPage } from '@/features/static-pages/components/static-page';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';

const InterestForm = lazyWithStyles(() =>
  import('@/features/static-pages/components/interest-form').then((module) => ({
    default: module.InterestForm,
  })),
);

export default function LicensePage() {
  const { t } = useT('static-pages');
  // The register-interest form posts to an extension (issue 30): a host without it shows the page alone.
  const interest = useFeature('page-editor');
  return (
    <StaticPage slug="license">
      <p>
        <span className="badge text-bg-warning">{t('Coming Soon')}</span>
      </p>
      {interest ? (
        <Suspense fallback={<p role="status">{t('Loading the form...')}</p>}>
          <InterestForm />
        </Suspense>
      ) : null}
    </StaticPage>
  );
}
