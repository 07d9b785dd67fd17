// Drafted texts of the portal's static pages. Pure data: the portal bundles it as the fallback when the API host
// lacks the /prop/pages endpoints, and the server seeds the `pages` table from it. The slugs alone are in
// ./page-slugs.ts (the navigation reads them in the first load, without these texts).
// The Ministry owns these texts and edits them in the admin area. The operator's facts (name, contacts, address,
// data-protection contact) are named tokens such as {operator}, filled from the portal identity when a page is shown
// (contract/portal-identity.ts, fillPageTokens; docs/identity.md). Facts only the Ministry can write (the Minister's
// name, the exact plan) are plain placeholders in square brackets, never invented: such a page is a draft.
import { PAGE_SLUGS, type PageSlug } from './page-slugs';

export { PAGE_SLUGS, type PageSlug };

/** A headed block of plain-text paragraphs and an optional bulleted list. Rendered as text, never as HTML. */
export interface PageSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface PageDocument {
  slug: PageSlug;
  title: string;
  /** A lead paragraph shown under the title. */
  summary?: string;
  sections: PageSection[];
}

/** Bounds the server enforces on an edited page (the admin editor shows the same ones). */
export const PAGE_LIMITS = {
  titleMax: 200,
  summaryMax: 2000,
  sectionsMax: 40,
  headingMax: 200,
  paragraphsPerSectionMax: 50,
  paragraphMax: 5000,
  itemsPerSectionMax: 50,
  itemMax: 1000,
} as const;

/** Placeholder for a fact only the Ministry can supply. */
export const MINISTRY_PLACEHOLDER = '[To be provided by the Ministry]';

/** The text of a page, as stored, bundled or edited (the summary may be missing or null). */
export interface PageText {
  title: string;
  summary?: string | null;
  sections: readonly PageSection[];
}

/**
 * The one rule for a draft: a page whose text (title, summary, headings, paragraphs or list items) still holds
 * MINISTRY_PLACEHOLDER. A draft is hidden from the navigation, the footer and the sitemap (it stays reachable by
 * its address), and the admin's page editor lists it under 'Drafts to finish'.
 */
export function isDraftPage(page: PageText): boolean {
  const texts = [
    page.title,
    page.summary ?? '',
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]),
  ];
  return texts.some((text) => text.includes(MINISTRY_PLACEHOLDER));
}

/** The version of the terms a user accepts at registration (recorded in `consents`). */
export const TERMS_VERSION = '2026-11-22';
export const PRIVACY_VERSION = '2026-11-28';

/** Portal paths of the pages (`/t&c` and `/terms-of-use` both show the terms; `/funding` opens the modal). */
export const PAGE_PATHS: Record<PageSlug, string> = {
  'vision-mission': '/vision-mission',
  'eight-point-plan': '/8-point-plan',
  about: '/aboutus',
  privacy: '/privacy',
  terms: '/terms-of-use',
  faq: '/faq',
  funding: '/fundingpage',
  license: '/licensepage',
  accessibility: '/accessibility',
};

// Stryker disable all: the Ministry's page texts are data the admin edits, not rules; mutation testing leaves them
// alone (docs/development.md, "Mutation testing").
const P = MINISTRY_PLACEHOLDER;

const visionMission: PageDocument = {
  slug: 'vision-mission',
  title: 'Vision and Mission',
  summary:
    "This portal brings Nigeria's creatives, creative businesses and their partners together in one place, so that talent can be found, supported and paid. The statements below are drafts for the Ministry to confirm or replace with its official wording.",
  sections: [
    {
      heading: 'Our vision',
      paragraphs: [
        'A thriving creative economy in which every Nigerian creative, wherever they live, can turn talent into a sustainable livelihood, and in which Nigerian culture, content and design compete and win at home and abroad.',
      ],
    },
    {
      heading: 'Our mission',
      paragraphs: [
        'To connect creatives and creative businesses with the training, tools, funding, markets and partners they need, through a simple, trusted and inclusive national portal, and to give the Ministry and its partners the insight they need to support the sector well.',
      ],
    },
    {
      heading: 'What we value',
      paragraphs: ['The portal is built and run on a few simple commitments:'],
      items: [
        'Inclusion: open to creatives in every state and the Federal Capital Territory, on any phone or computer.',
        'Trust: verified identities, approved partners and a clear process for reporting abuse.',
        'Fairness: opportunities and funding information published openly, for everyone to see.',
        'Privacy: personal data handled lawfully under the Nigeria Data Protection Act 2023.',
        'Creativity: your work belongs to you; the portal helps you show it and protect it.',
      ],
    },
    {
      heading: 'Official statements',
      paragraphs: [`The Ministry's official vision and mission statements: ${P}`],
    },
  ],
};

const eightPointPlan: PageDocument = {
  slug: 'eight-point-plan',
  title: "The Minister's Eight-Point Plan",
  summary: `The Honourable Minister (${P}) has set out an eight-point plan for the creative economy. The exact wording of each point is the Ministry's to publish; until it does, each point below is a placeholder. The portal is one of the ways the plan is delivered: each point says how the portal supports it once the Ministry has described it.`,
  sections: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
    heading: `Point ${n}: ${P}`,
    paragraphs: [`What this point commits to: ${P}`, `How this portal supports it: ${P}`],
  })),
};

const about: PageDocument = {
  slug: 'about',
  title: 'About the Ministry',
  summary:
    "The Ministry leads the Federal Government's work for the creative industry: the people, businesses and institutions that create music, film, fashion, design, crafts, visual and performing arts, media and digital content.",
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Official name of the Ministry: {operator}',
        `The Honourable Minister: ${P}`,
        'The Ministry sets policy for the creative economy, works with states, agencies, the private sector and development partners, and runs programmes that help creatives and creative businesses grow.',
      ],
    },
    {
      heading: 'What we do',
      paragraphs: ['Our work for the sector includes:'],
      items: [
        'Building skills through training, mentoring and exchange programmes.',
        'Opening access to finance: grants, loans and investment readiness support through our partners.',
        'Connecting creatives to markets at home and abroad.',
        'Protecting and rewarding creative work, including intellectual property.',
        'Improving the data the sector and government rely on to plan and invest.',
      ],
    },
    {
      heading: 'About this portal',
      paragraphs: [
        "The portal is the Ministry's online home for the creative economy. Creatives and businesses register and keep a profile, post their work, list products and services in the marketplace, and find tools, opportunities, training and funding. Partner organisations, such as donors, sponsors and scholarship providers, publish offers and events once the Ministry has approved them.",
        'The portal is in beta: we are improving it with the people who use it. Tell us what works and what does not through the contact details below.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        'Address: {address}',
        'E-mail: {email}',
        'Telephone: {phone}',
        'You can also reach us through the chat link on the portal and our official social media accounts linked in the footer.',
      ],
    },
  ],
};

const privacy: PageDocument = {
  slug: 'privacy',
  title: 'Privacy Policy',
  summary:
    'This policy explains what personal data the portal collects, why, on what lawful basis, how long we keep it, and the rights you have under the Nigeria Data Protection Act 2023 (NDPA). It applies to everyone who visits or registers on the portal.',
  sections: [
    {
      heading: '1. Who is responsible for your data',
      paragraphs: [
        'The {operator} is the data controller for personal data processed through this portal. Contact details for data-protection requests are in section 12 below.',
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: ['Depending on how you use the portal, we collect:'],
      items: [
        'Account data: your e-mail address, account type (creative, business or partner) and password, which we store only in a scrambled (hashed) form that cannot be read back.',
        'Profile data you choose to give: name, photo or logo, cover photo, bio, gender, date of birth, phone number, state and local government area, education, employment status, expertise, category, skills, availability, social media links and the support you need.',
        'Business data: registered and trade name, sector, area, address, website and contact person.',
        'Partner data: organisation name, website, industry, contact person, partnership type, goals and expected outcomes.',
        'Identity verification data: your BVN or NIN and the verification result (see section 5).',
        'Content you publish: posts, products, tools, opportunities, training events and the images you upload.',
        'Interest registrations: the name, e-mail, phone number and message you send when you ask to be told about a new service.',
        'Technical data: sign-in session records (when a session started and expires), and the network address of requests, used to protect the portal from abuse.',
      ],
    },
    {
      heading: '3. Why we use it',
      paragraphs: ['We use personal data only to:'],
      items: [
        'Create and run your account, and let you sign in securely.',
        'Show your profile and content to other users and visitors, as you choose.',
        'Verify identities, approve partners and keep the directory trustworthy.',
        'Send you one-time codes and messages about your account.',
        'Tell you about services you registered interest in.',
        "Understand, in aggregate, how the creative sector is doing, to plan the Ministry's programmes.",
        'Prevent fraud and abuse, and meet our legal obligations.',
      ],
    },
    {
      heading: '4. Lawful basis and consent',
      paragraphs: [
        "We process personal data on the lawful bases the NDPA provides: your consent (for example, when you accept these terms at registration or register interest in a service), the performance of our service to you, compliance with legal obligations, and the performance of tasks carried out in the public interest or in the exercise of the Ministry's official authority.",
        'Where we rely on consent, we record when you gave it and for which version of the terms, and you may withdraw it at any time. Withdrawing consent does not affect processing that took place before you withdrew it.',
      ],
    },
    {
      heading: '5. Identity verification (BVN or NIN)',
      paragraphs: [
        'To confirm that accounts belong to real people and businesses, we may ask for your Bank Verification Number (BVN) or National Identification Number (NIN). The number is checked through our identity-verification partner, acting on our instructions.',
        'We never show your full BVN or NIN to anyone, including you: we keep only a protected (keyed hash) form that cannot be turned back into the number, the last four digits, and the result of the check. The number is never written to our logs.',
      ],
    },
    {
      heading: '6. Who we share it with',
      paragraphs: [
        'We do not sell personal data. We share it only with: our identity-verification partner, for the check described above; service providers who host and operate the portal for us, under contracts that bind them to the NDPA; partners whose programmes you choose to apply to; and public authorities where the law requires it.',
        'The funding application forms open in an external funding portal. What you type there is collected by that portal under its own privacy notice.',
        'Public parts of your profile and your posts and products are visible to everyone unless you make your profile private.',
      ],
    },
    {
      heading: '7. How long we keep it',
      items: [
        'Account, profile and content: for as long as your account exists. When you delete your account, we delete them, and your uploaded files, at once.',
        'Sign-in sessions: until they expire or you sign out; one-time codes: 10 minutes.',
        'Interest registrations: until the service opens and we have told you, then for no longer than 12 months.',
        'Records of consent and of security-relevant actions: as long as we need them to show that we acted lawfully.',
        'Backups: copies of the database and the uploaded files are kept for {backup_days} days, then deleted. Data you delete, or that we delete, leaves the backups within those {backup_days} days.',
      ],
      paragraphs: ['We keep personal data only as long as we need it for the purposes above:'],
    },
    {
      heading: '8. How we protect it',
      paragraphs: [
        'Passwords and access tokens are stored only in hashed form; connections are encrypted; access to administrative functions is restricted and logged; uploaded images are re-processed to remove hidden metadata such as location.',
      ],
    },
    {
      heading: '9. Your rights',
      paragraphs: ['Under the NDPA you have the right to:'],
      items: [
        'Access: know what data we hold about you and get a copy of it.',
        'Correction: have inaccurate or incomplete data corrected. You can edit most of it yourself on your profile.',
        'Export (data portability): receive your data in a structured, machine-readable format. Use Settings, then Download my data.',
        'Deletion: have your data erased. Use Settings, then Delete my account, or contact us.',
        'Objection and restriction: object to processing based on public interest or legitimate interest, and ask us to restrict processing.',
        'Withdraw consent at any time, where we rely on consent.',
        'Complain to the Nigeria Data Protection Commission if you believe we have not handled your data lawfully.',
      ],
    },
    {
      heading: '10. How to exercise your rights',
      paragraphs: [
        'Signed in, open Settings from the profile menu: you can change your password, sign out of all devices, download your data and delete your account there. For any other request, write to the data-protection contact in section 12. We answer within the time the law allows and may ask you to confirm your identity first.',
      ],
    },
    {
      heading: '11. Cookies and local storage',
      paragraphs: [
        "The portal keeps your sign-in token and basic account details in your browser's local storage so that you stay signed in. We do not use advertising trackers. If a translation service or chat service is enabled, it is provided by a third party and is used only when you use it.",
      ],
    },
    {
      heading: '12. Contact for data-protection requests',
      paragraphs: ['Data Protection Officer: {dpo_name}', 'E-mail: {dpo_email}', 'Postal address: {address}'],
    },
    {
      heading: '13. Changes to this policy',
      paragraphs: [
        'We may update this policy. We will show the date of the latest version on this page and, for significant changes, tell registered users.',
      ],
    },
  ],
};

const terms: PageDocument = {
  slug: 'terms',
  title: 'Terms of Use',
  summary:
    'Please read these terms carefully. By registering on or using the portal you agree to them. If you do not agree, please do not use the portal.',
  sections: [
    {
      heading: '1. About these terms',
      paragraphs: [
        'These terms govern your use of the creative-economy portal run by the {operator} ("we", "us"). They apply to visitors and to every registered creative, business, partner and administrator.',
      ],
    },
    {
      heading: '2. Who may register',
      paragraphs: [
        'Creatives (individuals), creative businesses and partner organisations may register. You must be at least 18 years old, or have the consent of a parent or guardian, and give true, current and complete information. Each person or business may hold one account of each type.',
      ],
    },
    {
      heading: '3. Your account and its security',
      paragraphs: [
        'Keep your password secret and do not share your account. You are responsible for what happens under your account. If you think someone else has used it, change your password and use "Sign out of all devices" in Settings, and tell us.',
      ],
    },
    {
      heading: '4. Identity verification by BVN or NIN',
      paragraphs: [
        'To keep the portal trustworthy we may ask you to verify your identity with your Bank Verification Number (BVN) or your National Identification Number (NIN). Verification is carried out by our identity-verification partner on our behalf; we gratefully credit their service.',
        'You must give only your own BVN or NIN. We keep only a protected form of the number and its last four digits, as our Privacy Policy explains. Giving false identity information may lead to the suspension of your account and may be reported to the authorities.',
      ],
    },
    {
      heading: '5. Partners and approval',
      paragraphs: [
        "Partner organisations may publish tools, opportunities and training only after the Ministry has reviewed and approved them. Approval does not mean that the Ministry endorses a partner's offer; read each offer carefully before you accept it.",
      ],
    },
    {
      heading: '6. Content you publish',
      paragraphs: [
        "You keep ownership of the posts, products, images and other content you publish. You allow us to store, display and share that content on the portal and in the Ministry's promotion of the portal, for as long as it remains on the portal.",
        'You must have the right to publish everything you post, and it must be accurate and lawful.',
      ],
    },
    {
      heading: '7. Acceptable use',
      paragraphs: ['You must not:'],
      items: [
        "Post content that is unlawful, misleading, hateful, harassing, sexually explicit or that infringes someone else's rights.",
        'Impersonate anyone, or misrepresent your relationship with any person or organisation.',
        'Send spam, run scams, or ask users for money in return for funding, approval or opportunities.',
        "Try to break, overload or gain unauthorised access to the portal, or collect other users' data.",
      ],
    },
    {
      heading: '8. Marketplace, tools and opportunities',
      paragraphs: [
        'Products, services, tools, opportunities and training are offered by the users and partners who publish them, not by the Ministry. Any agreement, payment or delivery is between you and them. Prices are shown in Nigerian naira (NGN). We are not a party to these transactions and do not guarantee them.',
      ],
    },
    {
      heading: '9. Funding',
      paragraphs: [
        'Funding applications are made through an external funding portal. Applying does not guarantee funding; each programme has its own eligibility rules and decisions. The Ministry never charges a fee to apply: report anyone who asks you for one.',
      ],
    },
    {
      heading: '10. Our intellectual property',
      paragraphs: [
        "The portal's name, logo, design and software belong to the Ministry or its licensors. You may not copy or reuse them without our written permission, except as the law allows.",
      ],
    },
    {
      heading: '11. Privacy',
      paragraphs: [
        'We handle your personal data as our Privacy Policy describes, in line with the Nigeria Data Protection Act 2023. You can download your data or delete your account at any time from Settings.',
      ],
    },
    {
      heading: '12. Suspension, liability, changes and governing law',
      paragraphs: [
        'We may suspend or remove accounts and content that break these terms. The portal is provided as it is, in beta; we work to keep it available and accurate but cannot promise that it will always be. To the extent the law allows, we are not liable for losses arising from your use of the portal or from dealings between users.',
        'We may change these terms; we will publish the new version here and, for significant changes, tell registered users. These terms are governed by the laws of the Federal Republic of Nigeria.',
        'Questions about these terms: write to {email} or call {phone}; by post: {address}.',
      ],
    },
  ],
};

const faq: PageDocument = {
  slug: 'faq',
  title: 'Frequently Asked Questions',
  summary:
    'Answers to the questions we are asked most. If yours is not here, use the chat link or contact us.',
  sections: [
    {
      heading: 'Who can register on the portal?',
      paragraphs: [
        'Creatives (individuals working in any creative field), creative businesses, and partner organisations such as donors, sponsors and scholarship providers. Visitors can browse the feed, directory, marketplace, tools, opportunities and training without an account.',
      ],
    },
    {
      heading: 'How do I register as a creative?',
      paragraphs: [
        'Choose Sign Up, select the Creative card, then enter your first name, last name, e-mail and a password, and accept the terms. Then sign in and complete your profile so others can find you.',
      ],
    },
    {
      heading: 'How do I register a business?',
      paragraphs: [
        'Choose the business registration, give your business details and a contact person, tell us what support you need, then enter the one-time code we e-mail you and create your password.',
      ],
    },
    {
      heading: 'What makes a good password?',
      paragraphs: [
        'At least 8 characters, with at least one capital letter and one symbol. Avoid common passwords and do not reuse a password from another site.',
      ],
    },
    {
      heading: 'Why do you ask for my BVN or NIN?',
      paragraphs: [
        'Identity verification keeps fake accounts out of the directory. The check is done by our identity-verification partner. We never display your full number and keep only a protected form of it and its last four digits.',
      ],
    },
    {
      heading: 'How are partners approved?',
      paragraphs: [
        'After a partner organisation registers, the Ministry reviews its details. Once approved, the partner can publish tools, opportunities and training. Until then its offers are not published.',
      ],
    },
    {
      heading: 'How do I apply for funding?',
      paragraphs: [
        'Select Apply for funding in the header. You will be asked whether you have completed your initial registration on the external funding portal. Answer Yes or No and select Proceed: the right application form opens. The Funding page explains what is on offer.',
      ],
    },
    {
      heading: 'Does it cost anything to use the portal or apply for funding?',
      paragraphs: [
        'No. Registering, using the portal and applying for funding are free. Never pay anyone who promises funding, approval or an opportunity in return for a fee, and report them to us.',
      ],
    },
    {
      heading: 'How do I sell in the marketplace?',
      paragraphs: [
        'Sign in, select the plus button and choose Create Product. Give a title, description, price in naira, category, quantity, a link and images. Buyers contact you through the link you give; sales are between you and the buyer.',
      ],
    },
    {
      heading: 'How do I post my work?',
      paragraphs: [
        'Sign in, select the plus button and choose Create Post. Add a title, description, link and at least one image. Your post appears in the public feed.',
      ],
    },
    {
      heading: 'I forgot my password. What do I do?',
      paragraphs: [
        'On the login page select Forgot password, choose your account type and enter your e-mail. We send you a one-time code to set a new password.',
      ],
    },
    {
      heading: 'What personal data do you keep, and can I delete it?',
      paragraphs: [
        'Our Privacy Policy lists what we keep and why. Signed in, open Settings from the profile menu to download a copy of your data or delete your account; deletion removes your profile, content and uploaded files.',
      ],
    },
    {
      heading: 'What is IP securitization, and when is it coming?',
      paragraphs: [
        'It is a planned service to help creatives use the rights in their work, such as music, film or designs, to raise finance. It is coming soon: register your interest on the Licensing page and we will tell you when it opens.',
      ],
    },
  ],
};

const funding: PageDocument = {
  slug: 'funding',
  title: 'Funding for Creatives and Creative Businesses',
  summary:
    'The Ministry and its partners offer funding to help creatives and creative businesses start, grow and reach new markets. Applications are made through the external funding portal; this page explains what is on offer and how to apply.',
  sections: [
    {
      heading: 'What funding is on offer',
      paragraphs: [
        'Programmes open and close during the year. Depending on the programme, support may include:',
        "Current programmes, with their amounts and deadlines, are announced on this page and through the Ministry's official channels as they open.",
      ],
      items: [
        'Grants for creative projects, productions and exhibitions.',
        'Loans on affordable terms for creative businesses, through partner institutions.',
        'Equipment and tools support, often together with partner discounts listed under Tools.',
        'Scholarships and sponsored training for creatives building their skills.',
        'Market access support, such as help to attend fairs, festivals and trade missions.',
      ],
    },
    {
      heading: 'Who can apply',
      paragraphs: [
        "Each programme sets its own eligibility. Most are open to Nigerian creatives and creative businesses with a complete, verified profile on this portal. Read each programme's rules on the application form before you apply.",
      ],
    },
    {
      heading: 'How to apply',
      paragraphs: ['Applications are made through the external funding portal:'],
      items: [
        'Select Apply for funding in the header of any page.',
        'Answer the question: have you completed your initial registration on the funding portal? Choose Yes or No.',
        'Select Proceed. If you answered No, the registration form opens; if you answered Yes, the application form opens.',
        'Complete the form. The form is provided by the funding portal, and what you type there is handled under its privacy notice.',
      ],
    },
    {
      heading: 'Before you apply',
      items: [
        'Complete your profile on this portal, including your skills and the support you need.',
        'Have your identity details ready (BVN or NIN) and, for businesses, your registration details.',
        'Prepare a short description of what you will do with the funding and what it will achieve.',
      ],
      paragraphs: ['A complete application is assessed faster:'],
    },
    {
      heading: 'After you apply',
      paragraphs: [
        'The funding portal will contact you about the outcome of your application. Decisions are made by each programme; applying does not guarantee funding.',
      ],
    },
    {
      heading: 'Beware of fraud',
      paragraphs: [
        'Applying is free. No one from the Ministry or its partners will ask you to pay to apply, to be approved or to receive funds. Report any such request through the contact details on the About page.',
      ],
    },
  ],
};

const license: PageDocument = {
  slug: 'license',
  title: 'Intellectual Property Securitization for Creatives — Coming Soon',
  summary:
    'Your songs, films, designs, books and other works have value. We are preparing a service to help creatives use the rights in their work to raise finance. It is not open yet: register your interest below and we will tell you when it opens.',
  sections: [
    {
      heading: 'What is coming',
      paragraphs: [
        'Intellectual property (IP) securitization means using the future income from creative works, such as royalties and licence fees, to raise money today. The service we are preparing will help creatives and creative businesses:',
        'The launch date and the participating partners will be announced on this page; everyone who registered their interest will be told.',
      ],
      items: [
        'Understand and document the rights they hold in their works.',
        'Have the value of those rights assessed.',
        'Connect with partners who finance creative work against those rights.',
        'License their works to others on fair, clear terms.',
      ],
    },
    {
      heading: 'Why it matters',
      paragraphs: [
        'Many creatives own valuable rights but cannot borrow against them, because lenders do not know how to value creative work. Turning those rights into recognised assets opens a new route to finance that does not require giving up ownership of your work.',
      ],
    },
    {
      heading: 'Who it is for',
      paragraphs: [
        'Creatives and creative businesses who own rights in their works: musicians, film and content producers, writers, designers, visual artists, game developers and others.',
      ],
    },
    {
      heading: 'What you can do now',
      items: [
        'Keep records that show you created your works and when: drafts, files, contracts and release dates.',
        'Register your works with the relevant authority where registration is available.',
        'Keep your licence agreements and royalty statements together.',
        'Complete your profile on this portal and list your skills and works.',
      ],
      paragraphs: ['You can prepare today:'],
    },
    {
      heading: 'Register your interest',
      paragraphs: [
        'Leave your name and e-mail (and, if you wish, your phone number and a short message about your works) and we will let you know when the service opens. We use these details only for that purpose, as our Privacy Policy explains.',
      ],
    },
  ],
};

/** The accessibility statement (issue 31): the target, what is known not to meet it, how to report a problem. */
const accessibility: PageDocument = {
  slug: 'accessibility',
  title: 'Accessibility statement',
  summary:
    'The {operator} wants everyone to be able to use this portal: on a phone or a computer, with a screen reader, a keyboard, magnification or voice control, and on a slow connection. This statement says how accessible the portal is and how to tell us when something does not work for you.',
  sections: [
    {
      heading: 'Our target',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. The portal is built to be used with a keyboard alone, with visible focus, labelled form fields, text that can be enlarged to 200% without loss, sufficient colour contrast and pages that work at 320 pixels wide.',
      ],
    },
    {
      heading: 'What you can do',
      items: [
        'Read every page in English, Nigerian Pidgin, Hausa, Yorùbá or Igbo (the language menu in the header or the phone menu).',
        'Move through every page and form with the keyboard; a "Skip to content" link comes first.',
        'Use a screen reader: headings, landmarks, labels and error messages are announced.',
        'Zoom to 400% or use the largest text setting of your phone; the pages reflow into one column.',
        'Switch on Data saver to load fewer and smaller pictures.',
      ],
      paragraphs: ['On this portal you should be able to:'],
    },
    {
      heading: 'What is known not to meet the target',
      items: [
        'Texts that members write (posts, products, profiles) and the pictures they upload may lack headings or descriptions of the picture; we ask members to describe their pictures, but cannot check every one.',
        'The funding application forms of the external funding portal are outside this portal and are not covered by this statement.',
        "Some pages of the Ministry's static content are offered only in English until their translations are published; such a page says so at its top.",
      ],
      paragraphs: ['We know of these problems and are working on them:'],
    },
    {
      heading: 'Report a problem',
      paragraphs: [
        'If something on the portal does not work for you, or you need a page in another format, tell us: write to {email} or call {phone}. Say which page you were on and what went wrong. We aim to reply within 10 working days.',
        'If you are not happy with our answer, you may write to {operator} at {address}.',
      ],
    },
    {
      heading: 'How we test',
      paragraphs: [
        'Every change to the portal is checked by automated accessibility tests (axe) on its main pages on a phone and a desktop screen, and by hand with the keyboard. This statement was prepared on 28 November 2026 and is reviewed with each major change.',
      ],
    },
  ],
};

// Stryker restore all

export const PAGE_DRAFTS: Record<PageSlug, PageDocument> = {
  'vision-mission': visionMission,
  'eight-point-plan': eightPointPlan,
  about,
  privacy,
  terms,
  faq,
  funding,
  license,
  accessibility,
};

export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(value);
}

export function getPageDraft(slug: PageSlug): PageDocument {
  return PAGE_DRAFTS[slug];
}
