// The funding modal of spec section 2: the registration question, Yes/No, Proceed, then the external form for
// that answer in a titled iframe, with 'Please wait...' and a spinner until it loads. Closing resets the choice.
// An answer whose form address is not configured (or not http/https) leads to the portal's own application form
// (issue 13), loaded only then; No first explains the initial registration and offers it (issue 31), since the
// portal's form needs an account whose profile gives the applicant's details.
import { FeatureGate } from '@/components/ui/feature-gate';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/storage';
import { applicantKind } from '../applicant-kind';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

const FundingApply = lazyWithStyles(() =>
  import('./funding-apply').then((module) => ({ default: module.FundingApply })),
);

export type FundingAnswer = 'yes' | 'no';

export interface FundingModalProps {
  show: boolean;
  onHide: () => void;
  /** The forms' addresses and the external portal's name; defaults come from the build's configuration. */
  config?: { registeredUrl: string; newUrl: string; portalName: string };
}

/** Only http(s) addresses are embedded; anything else counts as not configured. */
export function usableFormUrl(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function Waiting() {
  const { t } = useT('funding');
  return (
    <div className="funding-frame__wait" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('Please wait...')}</span>
    </div>
  );
}

/**
 * No, without an external registration form: what the initial registration is (an account of a creative or a
 * creative business on this portal, whose profile the application reads), and the way to it: sign up or sign in
 * when signed out; for a signed-in applicant, their account is the registration, so a check of their profile and
 * on to the form.
 */
function InitialRegistration({ onContinue, onNavigate }: { onContinue: () => void; onNavigate: () => void }) {
  const { t } = useT('funding');
  const id = useId();
  const applicant = applicantKind();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        {t('Initial registration')}
      </h2>
      <p>
        {t(
          'Before you apply for funding, you register once: an account on this portal as a creative or a creative business. Your application uses the name, e-mail and phone number of its profile, so the reviewers know who is applying.',
        )}
      </p>
      {applicant ? (
        <>
          <p>
            {t(
              'You are signed in with a creative or business account: it is your registration. Check that your profile is up to date, then continue to the application.',
            )}
          </p>
          <p className="mb-0 d-flex flex-wrap align-items-center gap-3">
            <button type="button" className="btn btn-primary" onClick={onContinue}>
              {t('Continue to the application')}
            </button>
            <Link to={paths.profilePage} onClick={onNavigate}>
              {t('Check your profile')}
            </Link>
          </p>
        </>
      ) : getToken() ? (
        <p className="alert alert-info mb-0" role="status">
          {t(
            'Funding applications are made by creatives and creative businesses. Please sign in with a creative or business account to apply.',
          )}
        </p>
      ) : (
        <p className="mb-0 d-flex flex-wrap align-items-center gap-3">
          <Link to={paths.signup} className="btn btn-primary" onClick={onNavigate}>
            {t('Register now')}
          </Link>
          <Link to={paths.login} onClick={onNavigate}>
            {t('Sign in')}
          </Link>
        </p>
      )}
    </section>
  );
}

export function FundingModal({ show, onHide, config }: FundingModalProps) {
  const { t } = useT('funding');
  const settings = config ?? {
    registeredUrl: env.fundingFormUrlRegistered,
    newUrl: env.fundingFormUrlNew,
    portalName: env.fundingPortalName,
  };
  const id = useId();
  const [answer, setAnswer] = useState<FundingAnswer | ''>('');
  const [proceeded, setProceeded] = useState<FundingAnswer | null>(null);
  const [loaded, setLoaded] = useState(false);
  /** After No without an external form: the applicant has read the registration step and goes on to the form. */
  const [registered, setRegistered] = useState(false);
  /** The error's English text (its catalogue key), shown through t(). */
  const [error, setError] = useState<string | null>(null);

  function reset() {
    setAnswer('');
    setProceeded(null);
    setLoaded(false);
    setRegistered(false);
    setError(null);
  }

  function close() {
    reset();
    onHide();
  }

  function onProceed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!answer) {
      setError(msg('Please select Yes or No.'));
      return;
    }
    setError(null);
    setLoaded(false);
    setProceeded(answer);
  }

  const formUrl = proceeded
    ? usableFormUrl(proceeded === 'yes' ? settings.registeredUrl : settings.newUrl)
    : null;
  const question = t('Have you completed your initial registration on {{portal}}?', {
    portal: settings.portalName,
  });

  return (
    <Modal
      show={show}
      onHide={close}
      onExited={reset}
      centered
      size={proceeded ? 'xl' : undefined}
      aria-labelledby={`${id}-title`}
    >
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={`${id}-title`}>{t('Apply for funding')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {proceeded === null ? (
          <form onSubmit={onProceed} noValidate>
            <label className="form-label" htmlFor={`${id}-answer`}>
              {question}
            </label>
            <select
              id={`${id}-answer`}
              className={`form-select${error ? ' is-invalid' : ''}`}
              value={answer}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setAnswer(event.target.value as FundingAnswer | '');
                setError(null);
              }}
            >
              <option value="">{t('Select an answer')}</option>
              <option value="yes">{t('Yes')}</option>
              <option value="no">{t('No')}</option>
            </select>
            {error ? (
              <div id={`${id}-error`} className="invalid-feedback d-block">
                {t(error)}
              </div>
            ) : null}
            <button type="submit" className="btn btn-primary mt-3">
              {t('Proceed')}
            </button>
          </form>
        ) : formUrl ? (
          <div className="funding-frame">
            {!loaded ? <Waiting /> : null}
            <iframe
              key={formUrl}
              src={formUrl}
              title={proceeded === 'yes' ? t('Funding application form') : t('Funding registration form')}
              className="funding-frame__iframe"
              onLoad={() => setLoaded(true)}
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : proceeded === 'no' && !registered ? (
          <InitialRegistration onContinue={() => setRegistered(true)} onNavigate={close} />
        ) : (
          // The portal's own form is an extension (issue 30): a host without it shows a note instead.
          <FeatureGate feature="funding">
            <Suspense fallback={<Waiting />}>
              <FundingApply onNavigate={close} />
            </Suspense>
          </FeatureGate>
        )}
      </Modal.Body>
    </Modal>
  );
}
