// The floating button's modal (lazy): tabs Create Post and Create Product, or a login prompt without a token, or
// the way to /otp for an account whose e-mail is not verified yet (it cannot publish, issue 11 7a).
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { useLoginHref } from '@/hooks/use-login-href';
import { selectEmailUnverified, selectIsSignedIn } from '@/features/auth/auth-slice';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

// The words of VERIFY_EMAIL_MESSAGE (@contract/verify-email), marked for the catalogue.
const VERIFY_EMAIL = msg('Please verify your email to continue.');

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

function Loading() {
  const { t } = useT();
  return (
    <div className="py-4 text-center">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('Loading')}</span>
      </Spinner>
    </div>
  );
}
const loading = <Loading />;

export function CreateModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const unverified = useAppSelector(selectEmailUnverified);
  const titleId = useId();
  // Back to this page once signed in (lib/return-to.ts).
  const loginHref = useLoginHref();
  const { t } = useT();
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={titleId}>{t('Create')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {signedIn && unverified ? (
          <div className="text-center py-3">
            <p role="alert">{t(VERIFY_EMAIL)}</p>
            <Link className="btn btn-primary" to={paths.otp} onClick={onHide}>
              {t('Verify your email')}
            </Link>
          </div>
        ) : signedIn ? (
          <Tabs defaultActiveKey="post" id={`${titleId}-tabs`} className="mb-3" mountOnEnter>
            <Tab eventKey="post" title={t('Create Post')}>
              <Suspense fallback={loading}>
                <CreatePostForm onCreated={onHide} />
              </Suspense>
            </Tab>
            <Tab eventKey="product" title={t('Create Product')}>
              <Suspense fallback={loading}>
                <CreateProductForm onCreated={onHide} />
              </Suspense>
            </Tab>
          </Tabs>
        ) : (
          <div className="text-center py-3">
            <p>{t('You need to log in to create a post or a product.')}</p>
            <Link className="btn btn-primary" to={loginHref} onClick={onHide}>
              {t('Log in')}
            </Link>
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
