// One business an account runs, as a card.
import type { Business } from '../api/business-api';

const s = (value: unknown) => (typeof value === 'string' ? value : '');

export function BusinessCard({ business, headingLevel = 2 }: { business: Business; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const location = [s(business.lga), s(business.state)].filter(Boolean).join(', ');
  const category = [s(business.sector), s(business.area)].filter(Boolean).join(' · ');
  const website = s(business.website);
  return (
    <article className="card h-100">
      <div className="card-body">
        <Heading className="h5">{business.name}</Heading>
        {category ? <p className="mb-1 text-body-secondary">{category}</p> : null}
        {location ? <p className="mb-1">{location}</p> : null}
        {s(business.address) ? <p className="mb-1 small">{s(business.address)}</p> : null}
        {s(business.description) ? <p className="mb-1">{s(business.description)}</p> : null}
        {s(business.email) ? <p className="mb-1 small text-break">{s(business.email)}</p> : null}
        {s(business.phone) ? <p className="mb-1 small">{s(business.phone)}</p> : null}
        {/^https?:\/\//i.test(website) ? (
          <a href={website} target="_blank" rel="noopener noreferrer" className="small">
            {website}
          </a>
        ) : null}
      </div>
    </article>
  );
}
