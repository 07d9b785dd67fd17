// The page's h1; every route page renders exactly one.
import type { ReactNode } from 'react';

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="page-title">
      <h1 className="page-title__heading">{children}</h1>
      {subtitle ? <p className="page-title__subtitle">{subtitle}</p> : null}
    </div>
  );
}
