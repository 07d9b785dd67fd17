// Contact persons card: a partner's contact person, otherwise the spec's short sample.
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { str } from './profile-format';

export function ContactCard({ profile, kind }: { profile: AnyProfile; kind: ProfileKind }) {
  const contacts =
    kind === 'partner'
      ? [{ name: str(profile.user_name), email: str(profile.user_email), phone: str(profile.user_phone_number) }]
      : [{ name: 'Sample contact', email: 'contact@example.com', phone: '' }];
  return (
    <section className="card mb-3" aria-label="Contact persons">
      <div className="card-body">
        <h2 className="h5">Contact persons</h2>
        {kind !== 'partner' ? <p className="small text-body-secondary">Sample contact (not yet editable).</p> : null}
        <ul className="list-unstyled mb-0">
          {contacts.map((contact) => (
            <li key={contact.name || 'contact'}>
              <strong>{contact.name || 'Not set'}</strong>
              {contact.email ? <div className="small text-break">{contact.email}</div> : null}
              {contact.phone ? <div className="small">{contact.phone}</div> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
