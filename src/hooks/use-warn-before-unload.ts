// Unsaved changes are not lost by accident: while a form is dirty, leaving the page gets the browser's warning.
import { useEffect } from 'react';

/** While `dirty`, leaving the page (reload, close, another site) gets the browser's "Leave site?" warning. */
export function useWarnBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
