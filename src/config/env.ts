// Typed, defaulted reading of the portal's build-time settings (import.meta.env); nothing secret lives here.
import { msg } from '@/i18n/runtime';

function read(name: string, fallback = ''): string {
  const value = (import.meta.env as Record<string, string | boolean | undefined>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const env = {
  /** API host; '' means the same origin that serves the portal. */
  apiBaseUrl: read('VITE_API_BASE_URL').replace(/\/+$/, ''),
  uploadUrl: read('VITE_UPLOAD_URL', '/upload'),
  fundingFormUrlRegistered: read('VITE_FUNDING_FORM_URL_REGISTERED'),
  fundingFormUrlNew: read('VITE_FUNDING_FORM_URL_NEW'),
  fundingPortalName: read('VITE_FUNDING_PORTAL_NAME', 'the funding portal'),
  /** A wa.me link whose number is the chat button's on a host without the portal identity; unset: no button. */
  chatUrl: read('VITE_CHAT_URL'),
  /** Sent in the reader's language when it is the default (the catalogues hold it); a configured one as it is. */
  chatGreeting: read(
    'VITE_CHAT_GREETING',
    msg('Hello, I would like to make an enquiry about the creative portal.'),
  ),
  /** The ministry's website; unset = the login page links to the portal's own About the Ministry page. */
  ministryUrl: read('VITE_MINISTRY_URL'),
  /** Credited on the login page (spec section 1): the default in the reader's language (issue 31), a configured name as it is. */
  identityProviderName: read('VITE_IDENTITY_PROVIDER_NAME', msg('our licensed BVN/NIN provider')),
  productShortName: read('VITE_PRODUCT_SHORT_NAME', 'CLAP'),
  productName: read('VITE_PRODUCT_NAME', 'Creative Economy Portal'),
  social: {
    facebook: read('VITE_FACEBOOK_URL'),
    x: read('VITE_X_URL'),
    instagram: read('VITE_INSTAGRAM_URL'),
    linkedin: read('VITE_LINKEDIN_URL'),
    youtube: read('VITE_YOUTUBE_URL'),
  },
} as const;
