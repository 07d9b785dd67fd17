// The sign-in modal of spec section 2 (lazy: opened from the header's profile image when no token is stored).
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { reloadPage } from '@/lib/browser';
import { useSignIn } from '../hooks/use-sign-in';
import { LOGIN_REQUIRED } from '../schemas/login';
import { SignInFields } from './sign-in-fields';

export interface SignInModalProps {
  show: boolean;
  onHide: () => void;
}

export function SignInModal({ show, onHide }: SignInModalProps) {
  const { form, onSubmit, isLoading } = useSignIn(() => reloadPage());
  const id = useId();

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-title`}>Sign in</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Log in to your profile to continue</p>
        <form onSubmit={onSubmit} noValidate>
          <SignInFields form={form} pending={isLoading} requiredSummary={LOGIN_REQUIRED} />
        </form>
        <p className="mt-3 mb-0 text-center">
          <Link to={paths.landing} onClick={onHide}>
            Don&apos;t have an account?
          </Link>
        </p>
      </Modal.Body>
    </Modal>
  );
}
