// The current page's title: each page in the route table names itself; layouts and document.title read it.
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';

type SetTitle = (title: string | undefined) => void;

const TitleContext = createContext<string | undefined>(undefined);
const SetTitleContext = createContext<SetTitle>(() => undefined);

/** `initialTitle` names the first page before its layout effect runs (and in the build-time render, where none run). */
export function RouteTitleProvider({
  children,
  initialTitle,
}: {
  children: ReactNode;
  initialTitle?: string;
}) {
  const [title, setTitle] = useState<string | undefined>(initialTitle);
  return (
    <SetTitleContext.Provider value={setTitle}>
      <TitleContext.Provider value={title}>{children}</TitleContext.Provider>
    </SetTitleContext.Provider>
  );
}

export function useRouteTitle(): string | undefined {
  return useContext(TitleContext);
}

/** Names the page being shown (before paint, so the header never shows a stale title). */
export function useSetRouteTitle(title: string): void {
  const setTitle = useContext(SetTitleContext);
  useLayoutEffect(() => setTitle(title), [setTitle, title]);
}
