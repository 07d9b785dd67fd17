// One business an account runs, as a card.
import type { Business } from '../api/business-api';
import { referenceName } from '@/lib/reference-names';

export function BusinessCard({ business, headingLevel = 2 }: { business: Business; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const location = [business.lga, business.state].filter(Boolean).join(', ');
  const category = [business.sector, business.area].filter(Boolean).map(referenceName).join(' · ');
  const website = business.website ?? '';
  return (
    <article className="card h-100">
      <div className="card-body">
        <Heading className="h5">{business.name}</Heading>
        {category ? <p className="mb-1 text-body-secondary">{category}</p> : null}
        {location ? <p className="mb-1">{location}</p> : null}
        {business.address ? <p className="mb-1 small">{business.address}</p> : null}
        {business.description ? <p className="mb-1">{business.description}</p> : null}
        {business.email ? <p className="mb-1 small text-break">{business.email}</p> : null}
        {business.phone ? <p className="mb-1 small">{business.phone}</p> : null}
        {/^https?:\/\//i.test(website) ? (
          <a href={website} target="_blank" rel="noopener noreferrer" className="small">
            {website}
          </a>
        ) : null}
      </div>
    </article>
  );
}
