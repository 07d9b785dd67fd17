// The sign-in modal of spec section 2 (lazy: opened from the header's profile image when no token is stored). Issue
// 13: it signs in every kind, with /login's choice defaulting to the last kind signed in on this device; admins are
// sent to /admin-login.
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths, type LoginType } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { reloadPage } from '@/lib/browser';
import { selectLoginType } from '../auth-slice';
import { useSignIn } from '../hooks/use-sign-in';
import { LOGIN_REQUIRED } from '../schemas/login';
import { LoginTypeChoice, WrongKindHint } from './login-type-choice';
import { SignInFields } from './sign-in-fields';

export interface SignInModalProps {
  show: boolean;
  onHide: () => void;
}

export function SignInModal({ show, onHide }: SignInModalProps) {
  // The choice starts at this device's last kind and is remembered only once a sign-in with it succeeds.
  const lastKind = useAppSelector(selectLoginType);
  const [loginType, setLoginType] = useState<LoginType>(lastKind);
  const { form, onSubmit, isLoading, wrongKind, clearWrongKind } = useSignIn(loginType, () => reloadPage());
  const id = useId();
  // Last of the hooks: this may be the first screen to ask for the auth catalogue, and suspend here (use-t.ts).
  const { t } = useT('auth');
  const choose = (type: LoginType) => {
    setLoginType(type);
    clearWrongKind();
  };

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={`${id}-title`}>{t('Sign in')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('Log in to your profile to continue')}</p>
        <LoginTypeChoice value={loginType} onChange={choose} />
        <form onSubmit={onSubmit} noValidate aria-label={t('Sign in')}>
          <SignInFields form={form} pending={isLoading} requiredSummary={LOGIN_REQUIRED}>
            {wrongKind ? <WrongKindHint kind={wrongKind} onChoose={choose} onLeave={onHide} /> : null}
          </SignInFields>
        </form>
        <p className="mt-3 mb-1 text-center">
          <Link to={paths.landing} onClick={onHide}>
            {t("Don't have an account?")}
          </Link>
        </p>
        <p className="mb-0 text-center small">
          <Link to={paths.adminLogin} onClick={onHide}>
            {t('Admin? Sign in here')}
          </Link>
        </p>
      </Modal.Body>
    </Modal>
  );
}
