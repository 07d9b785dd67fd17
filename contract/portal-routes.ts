// The portal's route table as data (issue 31, section 5): every path the router declares (spec section 2 and the
// extensions). The portal builds its `paths` and `routePatterns` from it (src/config/paths.ts); the server reads it
// through contract/portal-route-match.ts to answer any other path 404 with the portal's not-found page. The router's
// paths are checked against it (src/app/__tests__/route-table.test.ts), so a route added to the router without an
// entry here fails, and the server cannot forget it. Plain data only: the portal's first load carries it.

/** The paths without parameters, keyed by the names `paths` gives them. */
export const PORTAL_PATHS = {
  // standalone
  landing: '/',
  login: '/login',
  signup: '/signup',
  creative: '/creative',
  partner: '/partner',
  business: '/business',
  adminLogin: '/admin-login',
  termsOfUse: '/terms-of-use',
  // main layout
  home: '/homepage',
  directory: '/directorypage',
  market: '/marketpage',
  tools: '/toolsPage',
  toolsLower: '/toolspage',
  opportunities: '/opportunitypage',
  training: '/trainingpage',
  trainingCamel: '/trainingPage',
  profilePage: '/profilepage',
  businessProfile: '/businessProfile',
  businessPage: '/bussinesspage',
  addBusiness: '/addbusiness',
  settings: '/settings',
  proposals: '/proposalpage',
  license: '/licensepage',
  fundingPage: '/fundingpage',
  funding: '/funding',
  fundingApply: '/funding/apply', // extension: the portal's own funding form (issue 13)
  privacy: '/privacy',
  accessibility: '/accessibility', // issue 31: the accessibility statement
  termsAndConditions: '/t&c',
  newForm: '/newform',
  visionMission: '/vision-mission',
  eightPointPlan: '/8-point-plan',
  aboutUs: '/aboutus',
  faq: '/faq',
  adminDashboard: '/admin-dashboard',
  trainingForm: '/trainingform',
  adminPages: '/admin/pages', // extension: the static-page editor (issue 6)
  adminMail: '/admin/mail', // extension: the mail outbox (issue 11)
  adminFunding: '/admin/funding', // extension: funding applications (issue 13)
  adminIdentity: '/admin/identity', // extension: the portal identity (issue 31)
  openData: '/open-data', // extension: the sector's figures, public (issue 19)
  myTrainings: '/my-trainings', // extension: a member's training registrations (issue 33)
  myCertificates: '/my-certificates', // extension: the holder's certificates (issue 33)
  notifications: '/notifications', // extension: the notification centre (issue 34)
  search: '/search', // extension: the site search (issue 35)
  // auth-style layout
  welcome: '/welcome',
  setPartnerPassword: '/setpartnerpassword',
  partnerWelcome: '/partnerwelcome',
  otp: '/otp',
  businessPassword: '/bpassword',
  creativePassword: '/cpassword',
  partPassword: '/partpassword',
  partPasswordCamel: '/partPassword',
  partnerSetPassword: '/partnersetpassword',
  forgotPasswordBase: '/forgot-password',
  resetPassword: '/resetPassword',
  password: '/password',
  unlock: '/unlock', // extension: the mailed unlock link (issue 29)
} as const;

/** Route patterns with parameters, as the route table declares them. */
export const ROUTE_PATTERNS = {
  userProducts: '/user-products/:username',
  adminProfile: '/adminprofile/:refId',
  trainingDetail: '/training/:id',
  toolDetail: '/tooldetailsPage/:id',
  opportunityDetail: '/opportunity/:id',
  proposalDetail: '/proposaldetailsPage/:id',
  profile: '/profile/:id',
  publicProfile: '/publicProfile/:refId',
  marketDetail: '/marketdetailsPage/:id',
  adminPage: '/admin/pages/:slug',
  verifyCertificate: '/verify/:code',
} as const;
