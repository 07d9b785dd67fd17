// MSW handlers for profiles: own profiles by kind, edits, profile images, public profiles, owned businesses.
import { http, HttpResponse } from 'msw';
import type { OwnedBusiness, OwnedBusinessBody } from '@contract/businesses';
import { PROFILE_CONTACT_MESSAGES, type ProfileContactBody } from '@contract/profile-portfolio';
import type { AnyProfile, BusinessProfile, CreativeProfile, PartnerProfile } from '@contract/profiles';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

const CREATED_AT = '2026-01-05T09:00:00.000Z';

export const demoCreativeProfile: CreativeProfile = {
  id: 7,
  account: 'creative',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  bio: 'Tailor from Lagos.',
  gender: 'Female',
  employment_status: null,
  level_of_education: null,
  expertise: 'Fashion',
  category: 'Tailoring',
  skill_level: null,
  origin_state: 'Lagos',
  lga_origin: 'Ikeja',
  residence_state: null,
  lga_residence: null,
  photo: null,
  cover_photo: null,
  facebook: null,
  twitter: null,
  instagram: null,
  website: null,
  linkedin: null,
  // The number is checked (identity_last4) but the public flag stays off: screens that show it opt in.
  verified: false,
  phone_number: '+2348012345678',
  verification_type: 'nin',
  identity_last4: '1234',
  need_funding: true,
  detail_funding: 'A sewing machine',
  availability: { status: 'full time', remote: true },
  created_at: CREATED_AT,
  skills: [{ id: 1, skill: { id: 1, name: 'Tailoring' } }],
  posts: [
    {
      id: 3,
      author_id: 7,
      title: 'New agbada',
      description: 'Wedding collection',
      link: null,
      images: [],
      likes: 0,
      created_at: CREATED_AT,
    },
  ],
};

export const demoBusinessProfile: BusinessProfile = {
  id: 8,
  account: 'business',
  email: 'studio@example.com',
  trade_name: 'Ankara House',
  registered_name: 'Ankara House Ltd',
  sector: 'Fashion',
  area: 'Tailoring',
  state: 'Lagos',
  lga: 'Surulere',
  address: null,
  website: null,
  bio: null,
  logo: null,
  cover_photo: null,
  twitter: null,
  facebook: null,
  instagram: null,
  linkedin: null,
  verified: false,
  created_at: CREATED_AT,
  skills: [],
  posts: [],
};

export const demoPartnerProfile: PartnerProfile = {
  id: 9,
  account: 'partner',
  email: 'fund@example.com',
  name: 'Arts Fund',
  website: null,
  industry: 'Non-profit',
  partner_type: null,
  bio: null,
  logo: null,
  cover_photo: null,
  created_at: CREATED_AT,
  approved: false,
  user_name: 'Bola Ade',
  user_email: 'bola@example.com',
  user_phone_number: '+2348000000000',
  skills: [],
  posts: [],
};

export const ownedBusinesses: OwnedBusiness[] = [];

/** The messages sent through profiles' Contact (issue 31), newest last; tests empty it. */
export const profileContacts: { memberId: number; body: ProfileContactBody }[] = [];

export const profileHandlers = [
  http.post(apiUrl('/prop/profile/:id/contact'), async ({ params, request }) => {
    const memberId = Number(params.id);
    if (memberId !== 7 && memberId !== 8) return errorEnvelope(404, PROFILE_CONTACT_MESSAGES.notFound);
    profileContacts.push({ memberId, body: (await request.json()) as ProfileContactBody });
    return okEnvelope(null, PROFILE_CONTACT_MESSAGES.sent);
  }),
  http.get(apiUrl('/prop/users/profile'), () => okEnvelope(demoCreativeProfile, 'Profile retrieved')),
  http.get(apiUrl('/prop/business-info/profile'), () => okEnvelope(demoBusinessProfile, 'Profile retrieved')),
  // By default the server agrees with the partner profile the test saved at login (seedSession), over the demo one;
  // tests of a change on the server (e.g. an approval) override this handler.
  http.get(apiUrl('/prop/public/partner'), () => {
    let stored: Partial<PartnerProfile>;
    try {
      stored = JSON.parse(localStorage.getItem('PartnerInfo') ?? '{}') as Partial<PartnerProfile>;
    } catch {
      stored = {};
    }
    return okEnvelope({ ...demoPartnerProfile, ...stored }, 'Profile retrieved');
  }),
  http.put(apiUrl('/prop/users/edit_profile'), async ({ request }) => {
    const body = (await request.json()) as AnyProfile;
    return okEnvelope({ ...demoCreativeProfile, ...body }, 'profile updated');
  }),
  http.put(apiUrl('/prop/business-info/edit_profile'), async ({ request }) => {
    const body = (await request.json()) as AnyProfile;
    return okEnvelope({ ...demoBusinessProfile, ...body }, 'profile updated');
  }),
  http.put(apiUrl('/prop/account/profile_image'), async ({ request }) => {
    const form = await request.formData();
    if (form.has('cover_image'))
      return okEnvelope({ cover_photo: '/uploads/cover.png' }, 'cover image updated');
    if (form.has('profile_image'))
      return okEnvelope({ photo: '/uploads/photo.png' }, 'profile image updated');
    return errorEnvelope(400, 'Send the image in a cover_image or profile_image field.');
  }),
  http.get(apiUrl('/prop/public/profile/:id'), ({ params }) => {
    if (params.id === '7')
      return okEnvelope({ type: 'creative', profile: demoCreativeProfile }, 'Profile retrieved');
    if (params.id === '8')
      return okEnvelope({ type: 'business', profile: demoBusinessProfile }, 'Profile retrieved');
    return errorEnvelope(404, 'Profile not found.');
  }),
  http.get(apiUrl('/prop/business-info/mine'), () =>
    okEnvelope({ data: ownedBusinesses }, 'Businesses retrieved'),
  ),
  http.post(apiUrl('/prop/business-info'), async ({ request }) => {
    const body = (await request.json()) as OwnedBusinessBody;
    const row: OwnedBusiness = {
      id: ownedBusinesses.length + 1,
      owner_id: 7,
      sector: null,
      area: null,
      state: null,
      lga: null,
      address: null,
      website: null,
      phone: null,
      email: null,
      description: null,
      created_at: CREATED_AT,
      ...body,
    };
    ownedBusinesses.push(row);
    return HttpResponse.json(
      { status: true, message: 'Business added successfully', data: row },
      { status: 201 },
    );
  }),
];
