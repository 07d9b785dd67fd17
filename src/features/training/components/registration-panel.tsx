// The details page's registration part (issue 33, docs/training.md "Registration"): seats left and the deadline, then
// Register, Join the waiting list or Cancel my registration beside the spec's Attend link. Signed out, Register goes
// to log in and comes back. A registered member sees their code (text and QR, lazy) and the private joining link.
// Shown only when the host offers 'training-registration' (the details page checks).
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import { useT } from '@/i18n/use-t';
import { translate } from '@/i18n/runtime';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import type { TrainingEvent } from '../api/training-api';
import {
  useCancelRegistrationMutation,
  useGetMyRegistrationQuery,
  useRegisterForTrainingMutation,
} from '../api/registration-api';
import { loginHref } from '@/lib/return-to';

const RegistrationCode = lazyWithStyles(() =>
  import('./registration-code').then((module) => ({ default: module.RegistrationCode })),
);

/** Registration closes at the deadline, and at the start in any case. */
export function registrationClosed(item: TrainingEvent, now = Date.now()): boolean {
  const start = Date.parse(item.starts_at);
  const deadline = item.registration_deadline ? Date.parse(item.registration_deadline) : NaN;
  return (Number.isFinite(start) && now >= start) || (Number.isFinite(deadline) && now > deadline);
}

function SeatFacts({ item }: { item: TrainingEvent }) {
  const { t } = useT('training');
  const seats = item.seats_left;
  return (
    <dl className="detail__facts">
      {item.capacity != null && seats != null ? (
        <>
          <dt>{t('Seats left')}</dt>
          <dd>
            {seats > 0
              ? t('{{seats}} of {{capacity}}', { seats: String(seats), capacity: String(item.capacity) })
              : t('Full: new registrations join the waiting list')}
          </dd>
        </>
      ) : null}
      <dt>{t('Register by')}</dt>
      <dd>{formatNigeriaDateTime(item.registration_deadline || item.starts_at || item.date)}</dd>
    </dl>
  );
}

export function RegistrationPanel({ item }: { item: TrainingEvent }) {
  const { t } = useT('training');
  const location = useLocation();
  const userType = useAppSelector((state) => (state.auth.token ? state.auth.userType : null));
  const member = userType === 'user' || userType === 'business';
  const { data: mine, isLoading } = useGetMyRegistrationQuery(item.id, { skip: !member });
  const [register, registering] = useRegisterForTrainingMutation();
  const [cancel, cancelling] = useCancelRegistrationMutation();
  const [confirming, setConfirming] = useState(false);
  // The page's moment: whether registration is open is judged when it opens (the server judges again on submit).
  const [now] = useState(() => Date.now());
  const closed = registrationClosed(item, now);
  const full = item.seats_left === 0;

  async function onRegister() {
    try {
      const { message } = await register(item.id).unwrap();
      toast.success(translate(message));
    } catch {
      // the error toast (registration-api.ts) says why
    }
  }
  async function onCancel() {
    try {
      await cancel(item.id).unwrap();
      setConfirming(false);
      toast.success(t('Your registration has been cancelled.'));
    } catch {
      // the error toast says why
    }
  }

  let action: ReactNode;
  if (!userType) {
    // Back to this training after signing in (the shared allow-listed ?returnTo=, docs/journeys.md).
    const login = loginHref(location.pathname);
    action = closed ? (
      <p>{t('Registration has closed.')}</p>
    ) : (
      <Link className="btn btn-primary" to={login}>
        {full ? t('Join the waiting list') : t('Register')}
      </Link>
    );
  } else if (!member) {
    action = null;
  } else if (isLoading) {
    action = <div className="skeleton" aria-hidden="true" />;
  } else if (!mine) {
    action = closed ? (
      <p>{t('Registration has closed.')}</p>
    ) : (
      <button
        type="button"
        className="btn btn-primary"
        disabled={registering.isLoading}
        onClick={() => void onRegister()}
      >
        {full ? t('Join the waiting list') : t('Register')}
      </button>
    );
  } else {
    const started = Date.parse(item.starts_at) <= now;
    action = (
      <div className="training-registration__mine">
        <p role="status">
          {mine.status === 'registered'
            ? t('You are registered for this training.')
            : t('You are on the waiting list. If a seat frees up, it is yours and we e-mail you.')}
        </p>
        {mine.status === 'registered' ? (
          <Suspense fallback={<p className="training-code__text">{mine.code}</p>}>
            <RegistrationCode code={mine.code} />
          </Suspense>
        ) : null}
        {mine.join_link ? (
          <p>
            {t('Joining link')}:{' '}
            <a href={mine.join_link} target="_blank" rel="noopener noreferrer">
              {mine.join_link}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          </p>
        ) : null}
        {started ? null : confirming ? (
          <div className="d-flex gap-2 flex-wrap">
            <button
              type="button"
              className="btn btn-danger"
              disabled={cancelling.isLoading}
              onClick={() => void onCancel()}
            >
              {t('Yes, cancel it')}
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={() => setConfirming(false)}>
              {t('Keep my registration')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-outline-primary" onClick={() => setConfirming(true)}>
            {t('Cancel my registration')}
          </button>
        )}
      </div>
    );
  }

  return (
    <section className="training-registration" aria-label={t('Registration')}>
      <SeatFacts item={item} />
      {action}
    </section>
  );
}
