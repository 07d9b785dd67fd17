// Every route path of spec section 2 (the only place paths are written) and builders for the ones with parameters.
export type LoginType = 'user' | 'business' | 'partner';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** Route patterns as the route table declares them. */
export const routePatterns = {
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

export const paths = {
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
  openData: '/open-data', // extension: the sector's figures, public (issue 19)
  myCertificates: '/my-certificates', // extension: the holder's certificates (issue 33)
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
  // builders
  userProducts: (username: string) => `/user-products/${seg(username)}`,
  /** `type` goes in the URL too, so a copied or reloaded link still knows a business from a creative. */
  adminProfile: (refId: string | number, type?: 'creative' | 'business') =>
    `/adminprofile/${seg(refId)}${type ? `?type=${type}` : ''}`,
  trainingDetail: (id: string | number) => `/training/${seg(id)}`,
  toolDetail: (id: string | number) => `/tooldetailsPage/${seg(id)}`,
  opportunityDetail: (id: string | number) => `/opportunity/${seg(id)}`,
  proposalDetail: (id: string | number) => `/proposaldetailsPage/${seg(id)}`,
  profile: (id: string | number) => `/profile/${seg(id)}`,
  publicProfile: (refId: string | number) => `/publicProfile/${seg(refId)}`,
  marketDetail: (id: string | number) => `/marketdetailsPage/${seg(id)}`,
  adminPage: (slug: string) => `/admin/pages/${seg(slug)}`,
  verifyCertificate: (code: string) => `/verify/${seg(code)}`,
  forgotPassword: (loginType?: LoginType) =>
    loginType ? `/forgot-password?loginType=${seg(loginType)}` : '/forgot-password',
  /** Footer links carry a `link` query parameter naming the section. */
  withSection: (path: string, section: string) => `${path}?link=${seg(section)}`,
} as const;
