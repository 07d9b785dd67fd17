// The toast container (top right, 5 s by default; spec section 9), loaded lazily by the app provider.
// Old errors do not outlive the journey (docs/journeys.md): an error toast is dismissed when the page changes and
// as soon as a success toast appears (an 'Invalid OTP' must not stand beside 'User verified successfully!').
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastContainer, toast, type Id } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

const errorToasts = new Set<Id>();

export function dismissErrorToasts(): void {
  for (const id of errorToasts) toast.dismiss(id);
  errorToasts.clear();
}

toast.onChange(({ id, type, status }) => {
  if (status === 'removed') errorToasts.delete(id);
  else if (type === 'error') errorToasts.add(id);
  else if (type === 'success' && status === 'added') dismissErrorToasts();
});

export default function Toaster() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    dismissErrorToasts();
  }, [pathname]);
  return <ToastContainer position="top-right" autoClose={5000} />;
}
