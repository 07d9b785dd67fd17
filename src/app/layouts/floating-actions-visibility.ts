// Spec section 2: the floating create button and chat link are hidden on these routes (first path segment).
const hiddenSegments = new Set([
  'login',
  'signup',
  'partner',
  'creative',
  'otp',
  'password',
  'welcome',
  '', // the landing page "/"
  'partnerwelcome',
  'business',
  'reset',
  'forgot-password',
  'resetpassword',
  'admin-login',
  'partnersetpassword',
  'partpassword',
]);

export function shouldShowFloatingActions(pathname: string): boolean {
  const first = pathname.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // keep the raw segment
  }
  return !hiddenSegments.has(segment.toLowerCase());
}
