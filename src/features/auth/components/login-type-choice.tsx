// The sign-in screens' account-kind choice (Creatives, Partner, Business): one control for /login and the header's
// sign-in dialog, and the hint shown when a password is right for another kind than the one chosen (issue 13).
import { Link } from 'react-router-dom';
import type { AccountKind } from '@contract/accounts';
import { SIGN_IN_CHOICE_LABELS, wrongKindMessage } from '@contract/sign-in';
import { paths, type LoginType } from '@/config/paths';

export const LOGIN_TYPES: readonly LoginType[] = ['user', 'partner', 'business'];

/** The portal's login type of each account kind (the creative's is "user", spec section 1). */
const loginTypeOfKind = { creative: 'user', partner: 'partner', business: 'business' } as const satisfies Record<
  keyof typeof SIGN_IN_CHOICE_LABELS,
  LoginType
>;
const choiceLabel: Record<LoginType, string> = {
  user: SIGN_IN_CHOICE_LABELS.creative,
  partner: SIGN_IN_CHOICE_LABELS.partner,
  business: SIGN_IN_CHOICE_LABELS.business,
};

export function LoginTypeChoice({ value, onChange }: { value: LoginType; onChange: (type: LoginType) => void }) {
  return (
    <div className="btn-group w-100 mb-4" role="group" aria-label="Account type">
      {LOGIN_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={`btn ${value === type ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={value === type}
          onClick={() => onChange(type)}
        >
          {choiceLabel[type]}
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
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{wrongKindMessage(kind)}</p>
      {kind === 'admin' ? (
        <Link to={paths.adminLogin} onClick={onLeave}>
          Go to the admin login
        </Link>
      ) : (
        <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => onChoose(loginTypeOfKind[kind])}>
          Choose {SIGN_IN_CHOICE_LABELS[kind]}
        </button>
      )}
    </div>
  );
}
