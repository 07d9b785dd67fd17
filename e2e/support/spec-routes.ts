// The product spec's API routes (section 7, "Calls"), as the ministry's existing /clap host offers them: everything
// else this server answers under /clap is an extension (docs/architecture.md, "Features beyond the spec"). The
// stand-in host of e2e/spec-host.spec.ts lets exactly these through and answers 404 for any other /clap call.
// Paths are relative to /clap; {x} is one path segment. Both readings of the approve call are listed.
export const SPEC_ROUTES: readonly string[] = [
  'POST /prop/creative/login',
  'POST /prop/business/login',
  'POST /prop/partner-reg/login',
  'POST /prop/admin-auth/login',
  'POST /prop/creative/register',
  'POST /prop/creative/otp',
  'PUT /prop/creative/{phone_number}',
  'POST /prop/creative/password',
  'POST /prop/partner-reg/password',
  'POST /prop/business/password',
  'PUT /prop/creative/reset_ini',
  'PUT /prop/business/reset_ini',
  'PUT /prop/partner-reg/reset_ini',
  'PUT /prop/creative/reset_final',
  'PUT /prop/business/reset_final',
  'PUT /prop/partner-reg/reset_final',
  'POST /prop/business',
  'POST /prop/business/verification',
  'POST /prop/business/otp',
  'PUT /prop/business/{phone_number}',
  'POST /prop/partner-reg',
  'GET /prop/users/profile',
  'PUT /prop/users/edit_profile',
  'GET /prop/business-info/profile',
  'PUT /prop/business-info/edit_profile',
  'GET /prop/public/partner',
  'GET /prop/public/creative/{id}',
  'GET /prop/public/business/{id}',
  'GET /prop/public/partner/{id}',
  'PUT /prop/account/profile_image',
  'GET /prop/skill',
  'POST /prop/skill',
  'DELETE /prop/skill/{id}',
  'GET /prop/posts',
  'POST /prop/posts',
  'POST /prop/post/{id}',
  'GET /prop/public/post',
  'GET /prop/public/post/{id}',
  'GET /prop/tool/all',
  'GET /prop/tool',
  'GET /prop/tool/{id}',
  'POST /prop/tool',
  'GET /prop/opportunity',
  'GET /prop/opportunity/all',
  'GET /prop/opportunity/{id}',
  'POST /prop/opportunity',
  'GET /prop/event/all',
  'GET /prop/event/{id}',
  'POST /prop/event',
  'POST /prop/product',
  'GET /prop/public/product',
  'GET /prop/product/{id}',
  'GET /prop/public/directory',
  'GET /prop/admin-partner',
  'GET /prop/admin-creative',
  'GET /prop/admin-business',
  'GET /prop/admin-partner/{id}',
  'DELETE /prop/admin-creative/{id}',
  'DELETE /prop/admin-business/{id}',
  'DELETE /prop/admin-partner/{id}',
  'GET /prop/admin-partner/{id}/approve',
  'PATCH /prop/admin-partner/{id}/approve',
];

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

const MATCHERS = SPEC_ROUTES.map((route) => {
  const [method, path] = route.split(' ');
  // A named segment matches one segment; a literal segment (reset_ini, all) wins where the spec names one, as the
  // host's router would do: both are listed, so both pass.
  const pattern = path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : escape(segment)))
    .join('/');
  return { method, pattern: new RegExp(`^${pattern}/?$`) };
});

/** Whether the spec lists this call; `pathname` is the URL's path without its /clap prefix (no query string). */
export function isSpecRoute(method: string, pathname: string): boolean {
  const upper = method.toUpperCase();
  const wanted = upper === 'HEAD' ? 'GET' : upper;
  return MATCHERS.some((matcher) => matcher.method === wanted && matcher.pattern.test(pathname));
}
