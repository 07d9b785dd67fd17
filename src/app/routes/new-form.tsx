// Route page /newform (signed in): the spec gives it no content. It is the full-page form behind the floating '+'
// button: publish something new, a post or a product (decision recorded in docs/pages.md).
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';

const CreatePostForm = lazyWithStyles(() =>
  import('@/features/feed/components/create-post-form').then((module) => ({
    default: module.CreatePostForm,
  })),
);
const CreateProductForm = lazyWithStyles(() =>
  import('@/features/marketplace/components/create-product-form').then((module) => ({
    default: module.CreateProductForm,
  })),
);

type Kind = 'post' | 'product';

export default function NewFormPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { t } = useT();
  const [kind, setKind] = useState<Kind>(params.get('type') === 'product' ? 'product' : 'post');

  function choose(next: Kind) {
    setKind(next);
    setParams(next === 'post' ? {} : { type: next }, { replace: true });
  }

  return (
    <section className="route-page">
      <PageTitle
        subtitle={t('Share your work in the feed, or list a product or service in the marketplace.')}
      >
        {t('Create something new')}
      </PageTitle>
      <fieldset className="mb-4">
        <legend className="h6">{t('What would you like to create?')}</legend>
        <div className="btn-group" role="group">
          {(['post', 'product'] as const).map((option) => (
            <span key={option}>
              <input
                type="radio"
                className="btn-check"
                name={`${id}-kind`}
                id={`${id}-${option}`}
                checked={kind === option}
                onChange={() => choose(option)}
              />
              <label className="btn btn-outline-primary" htmlFor={`${id}-${option}`}>
                {option === 'post' ? t('Create Post') : t('Create Product')}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <Suspense fallback={<p role="status">{t('Loading the form...')}</p>}>
        {kind === 'post' ? <CreatePostForm /> : <CreateProductForm />}
      </Suspense>
      <p className="mt-4">
        {rich(t('Looking for funding instead? <link>See the funding on offer</link>.'), {
          link: (chunk) => <Link to={paths.fundingPage}>{chunk}</Link>,
        })}
      </p>
    </section>
  );
}
