// The state of an admin list narrowed by status and paged (the mail outbox, funding applications): choosing another
// status goes back to its first page.
import { useState } from 'react';

export function useStatusFilter<K extends string>(tabs: readonly { key: K; label: string }[], initial: K) {
  const [status, setStatus] = useState<K>(initial);
  const [page, setPage] = useState(1);
  const tab = tabs.find((t) => t.key === status) ?? tabs[0];
  const chooseStatus = (key: K) => {
    setStatus(key);
    setPage(1);
  };
  return { status, page, setPage, tab, chooseStatus };
}
