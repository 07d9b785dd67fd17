// The sign-in modal of spec section 2 (lazy: opened from the header's profile image when no token is stored).
import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-session';
import { reloadPage } from '@/lib/browser';
import { useLoginMutation } from '../api/auth-api';
import { loginFailed, loginStarted, loginSucceeded, selectLoginType } from '../auth-slice';

export interface SignInModalProps {
  show: boolean;
  onHide: () => void;
}

export function SignInModal({ show, onHide }: SignInModalProps) {
  const dispatch = useAppDispatch();
  const loginType = useAppSelector(selectLoginType);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setError('All fields are required');
      return;
    }
    setError(null);
    dispatch(loginStarted());
    try {
      const result = await login({ loginType, email: email.trim(), password }).unwrap();
      dispatch(loginSucceeded({ kind: loginType, user: result.user, token: result.token }));
      toast.success('Logged in successfully!', { autoClose: 3000 });
      reloadPage();
    } catch (err) {
      const message = getErrorMessage(err, 'Log in failed!');
      dispatch(loginFailed(message));
      toast.error(message, { autoClose: 3000 });
    }
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-title`}>Sign in</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Log in to your profile to continue</p>
        <form onSubmit={onSubmit} noValidate>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-email`}>
              Email
            </label>
            <input
              id={`${id}-email`}
              className="form-control"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-password`}>
              Password
            </label>
            <div className="input-group">
              <input
                id={`${id}-password`}
                className="form-control"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button
                type="button"
                className="btn btn-outline-dark"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((value) => !value)}
              >
                {showPassword ? 'Hide password' : 'Show password'}
              </button>
            </div>
          </div>
          {error ? (
            <p className="text-danger" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
            {isLoading ? 'Logging in' : 'Login'}
          </button>
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
