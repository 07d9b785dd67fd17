// A partner's contact person (the Contact Person step of the partner sign-up), edited through Edit My Information.
// Creatives and businesses get no such card: the spec has no contact persons for them (docs/people.md).
import type { AnyProfile } from '@contract/profiles';
import { useT } from '@/i18n/use-t';
import { str } from './profile-format';

export function ContactCard({ profile }: { profile: AnyProfile }) {
  const { t } = useT('profile');
  const name = str(profile.user_name);
  const email = str(profile.user_email);
  const phone = str(profile.user_phone_number);
  return (
    <section className="card mb-3" aria-label={t('Contact person')}>
      <div className="card-body">
        <h2 className="h5">{t('Contact person')}</h2>
        {name || email || phone ? (
          <>
            <p className="mb-0 fw-semibold">{name || t('Name not set')}</p>
            {email ? <p className="mb-0 small text-break">{email}</p> : null}
            {phone ? <p className="mb-0 small">{phone}</p> : null}
          </>
        ) : (
          <p className="mb-0 text-body-secondary">
            {t('No contact person added. Add one with Edit My Information.')}
          </p>
        )}
      </div>
    </section>
  );
}
