// What this server offers beyond the product spec's calls (issue 30, docs/architecture.md "Features beyond the
// spec"). GET /clap/capabilities answers `{ features, version }`; the portal reads it once, after the first screen,
// and hides a feature's buttons, menu entries and screens when the host does not name it (or does not answer, as the
// ministry's existing /clap host does not). One key per feature a user can see; its calls are listed beside it.
export const FEATURES = [
  /** The portal's own funding application: /funding/apply, "Your funding applications", /admin/funding. */
  'funding',
  /** Reporting content and profiles (POST /prop/reports) and the admin's report queue (/prop/admin/reports). */
  'reports',
  /** Editable static pages: GET /prop/pages (the navigation's list, each page's text), /admin/pages, /prop/interest. */
  'page-editor',
  /** A buyer's enquiry to a product's seller (POST /prop/product/{id}/enquiry). */
  'enquiries',
  /** Editing and deleting one's own posts, products, tools, opportunities and events; the admin's take-down. */
  'content-edit',
  /** The portal's figures: the landing page's counts and /open-data (GET /prop/public/stats). */
  'open-data',
  /** The admin's Insights charts (GET /prop/admin/insights). */
  'insights',
  /** The admin's mail outbox (/prop/admin/mail). */
  'admin-mail',
  /** Settings beyond the spec: password change, sign out everywhere, export, delete, WhatsApp, e-mail language. */
  'account',
  /** A member's own businesses (GET /prop/business-info/mine, POST /prop/business-info). */
  'owned-businesses',
  /** Real-user Core Web Vitals beacons (POST /clap/vitals). */
  'vitals',
  /** The operator's identity from the server (GET /prop/public/identity) and /admin/identity (issue 31). */
  'portal-identity',
  // This round's features (issue 30) use the same switch.
  'training-registration',
  /** Calls for proposals (issue 32): /prop/public/call, /prop/call, /prop/proposal (docs/proposals.md). */
  'calls',
  /**
   * Notifications (issue 34, docs/notifications.md): /prop/notifications (paged, unread, read), /prop/for-you, and
   * the settings, unsubscribe and phone routes their sections add.
   */
  'notifications',
  'search',
  /** A message to a creative or a business from their public profile (POST /prop/profile/{id}/contact, issue 31). */
  'profile-contact',
  /**
   * Certificates (issue 33): /verify/{code} and GET /prop/public/certificate/{code}, My certificates
   * (/prop/certificate/mine, PDF and credential downloads), the certificate of registration, issuing and revoking.
   */
  'certificates',
  /** SMS for phone-first members (issue 34): GET/POST/DELETE /prop/account/phone, its verification, SMS alerts. */
  'sms',
] as const;

export type FeatureKey = (typeof FEATURES)[number];

export interface Capabilities {
  /** The extensions this host offers; a key not named here is off. */
  features: FeatureKey[];
  /** The server's version (package.json), for support. */
  version: string;
}

export const isFeatureKey = (value: unknown): value is FeatureKey =>
  typeof value === 'string' && (FEATURES as readonly string[]).includes(value);
