// The sign-in screens' account-kind choice (Creatives, Partner, Business): one control for /login and the header's
// sign-in dialog, and the hint shown when a password is right for another kind than the one chosen (issue 13).
import { Link } from 'react-router-dom';
import type { AccountKind } from '@contract/accounts';
import type { SIGN_IN_CHOICE_LABELS } from '@contract/sign-in';
import { paths, type LoginType } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

export const LOGIN_TYPES: readonly LoginType[] = ['user', 'partner', 'business'];

/** The portal's login type of each account kind (the creative's is "user", spec section 1). */
const loginTypeOfKind = {
  creative: 'user',
  partner: 'partner',
  business: 'business',
} as const satisfies Record<keyof typeof SIGN_IN_CHOICE_LABELS, LoginType>;

/** The contract's choice labels (@contract/sign-in), marked for the auth catalogue; a test keeps them equal. */
export const KIND_CHOICE_LABELS: Record<keyof typeof SIGN_IN_CHOICE_LABELS, string> = {
  creative: msg('Creatives'),
  partner: msg('Partner'),
  business: msg('Business'),
};

const choiceLabel: Record<LoginType, string> = {
  user: KIND_CHOICE_LABELS.creative,
  partner: KIND_CHOICE_LABELS.partner,
  business: KIND_CHOICE_LABELS.business,
};

/** wrongKindMessage(kind) of @contract/sign-in, word for word, marked for the auth catalogue (a test compares). */
export const WRONG_KIND_MESSAGES: Record<AccountKind, string> = {
  creative: msg('This email and password are for a creative account. Choose Creatives and sign in again.'),
  partner: msg('This email and password are for a partner account. Choose Partner and sign in again.'),
  business: msg('This email and password are for a business account. Choose Business and sign in again.'),
  admin: msg('This email and password are for the admin account. Please sign in at the admin login.'),
};

export function LoginTypeChoice({
  value,
  onChange,
}: {
  value: LoginType;
  onChange: (type: LoginType) => void;
}) {
  const { t } = useT('auth');
  return (
    <div className="btn-group w-100 mb-4" role="group" aria-label={t('Account type')}>
      {LOGIN_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={`btn ${value === type ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={value === type}
          onClick={() => onChange(type)}
        >
          {t(choiceLabel[type])}
        </button>
      ))}
    </div>
  );
}

export interface WrongKindHintProps {
  kind: AccountKind;
  /** Picks the named kind in the choice above. */
  onChoose: (type: LoginType) => void;
  /** Runs when the admin login link is followed (the dialog closes). */
  onLeave?: () => void;
}

/** "This email and password are for a partner account..." with the one step that follows: pick it, or go to the admin login. */
export function WrongKindHint({ kind, onChoose, onLeave }: WrongKindHintProps) {
  const { t } = useT('auth');
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{t(WRONG_KIND_MESSAGES[kind])}</p>
      {kind === 'admin' ? (
        <Link to={paths.adminLogin} onClick={onLeave}>
          {t('Go to the admin login')}
        </Link>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          onClick={() => onChoose(loginTypeOfKind[kind])}
        >
          {t('Choose {{kind}}', { kind: t(KIND_CHOICE_LABELS[kind]) })}
        </button>
      )}
    </div>
  );
}
