// A lazy part that arrives just after the page (a menu, the floating buttons, the footer's icons). The build-time
// render of the first screens (src/prerender.tsx) writes its placeholder instead: the part's chunk is not in the
// first load, and a part that suspended there would leave React's client-render marker in the HTML.
import { Suspense, type ReactNode } from 'react';

export function AfterPage({
  placeholder = null,
  children,
}: {
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  if (import.meta.env.SSR) return <>{placeholder}</>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
