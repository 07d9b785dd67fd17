// A titled card on a page (the profile's and the portfolio's sections): a region named by its heading, so a screen
// reader lists it among the page's landmarks.
import type { ReactNode } from 'react';

export function CardSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card mb-3" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
