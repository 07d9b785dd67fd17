// MSW handlers for profiles: own profiles by kind, edits, profile images, public profiles, owned businesses.
import { http, HttpResponse } from 'msw';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const demoCreativeProfile = {
  id: 7,
  account: 'creative',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  bio: 'Tailor from Lagos.',
  gender: 'Female',
  expertise: 'Fashion',
  category: 'Tailoring',
  origin_state: 'Lagos',
  lga_origin: 'Ikeja',
  phone_number: '+2348012345678',
  verification_type: 'nin',
  identity_last4: '1234',
  need_funding: true,
  detail_funding: 'A sewing machine',
  availability: { status: 'full time', remote: true },
  skills: [{ id: 1, skill: { id: 1, name: 'Tailoring' } }],
  posts: [{ id: 3, title: 'New agbada', description: 'Wedding collection', images: [] }],
};

export const demoBusinessProfile = {
  id: 8,
  account: 'business',
  email: 'studio@example.com',
  trade_name: 'Ankara House',
  registered_name: 'Ankara House Ltd',
  sector: 'Fashion',
  area: 'Tailoring',
  state: 'Lagos',
  lga: 'Surulere',
  skills: [],
  posts: [],
};

export const demoPartnerProfile = {
  id: 9,
  account: 'partner',
  email: 'fund@example.com',
  name: 'Arts Fund',
  industry: 'Non-profit',
  approved: false,
  user_name: 'Bola Ade',
  user_email: 'bola@example.com',
  user_phone_number: '+2348000000000',
};

export const ownedBusinesses: Record<string, unknown>[] = [];

export const profileHandlers = [
  http.get(apiUrl('/prop/users/profile'), () => okEnvelope(demoCreativeProfile, 'Profile retrieved')),
  http.get(apiUrl('/prop/business-info/profile'), () => okEnvelope(demoBusinessProfile, 'Profile retrieved')),
  // By default the server agrees with the partner profile the test saved at login (seedSession), over the demo one;
  // tests of a change on the server (e.g. an approval) override this handler.
  http.get(apiUrl('/prop/public/partner'), () => {
    let stored: Record<string, unknown>;
    try {
      stored = JSON.parse(localStorage.getItem('PartnerInfo') ?? '{}') as Record<string, unknown>;
    } catch {
      stored = {};
    }
    return okEnvelope({ ...demoPartnerProfile, ...stored }, 'Profile retrieved');
  }),
  http.put(apiUrl('/prop/users/edit_profile'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    return okEnvelope({ ...demoCreativeProfile, ...body }, 'profile updated');
  }),
  http.put(apiUrl('/prop/business-info/edit_profile'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    return okEnvelope({ ...demoBusinessProfile, ...body }, 'profile updated');
  }),
  http.put(apiUrl('/prop/account/profile_image'), async ({ request }) => {
    const form = await request.formData();
    if (form.has('cover_image')) return okEnvelope({ cover_photo: '/uploads/cover.png' }, 'cover image updated');
    if (form.has('profile_image')) return okEnvelope({ photo: '/uploads/photo.png' }, 'profile image updated');
    return errorEnvelope(400, 'Send the image in a cover_image or profile_image field.');
  }),
  http.get(apiUrl('/prop/public/profile/:id'), ({ params }) => {
    if (params.id === '7') return okEnvelope({ type: 'creative', profile: demoCreativeProfile }, 'Profile retrieved');
    if (params.id === '8') return okEnvelope({ type: 'business', profile: demoBusinessProfile }, 'Profile retrieved');
    return errorEnvelope(404, 'Profile not found.');
  }),
  http.get(apiUrl('/prop/business-info/mine'), () => okEnvelope({ data: ownedBusinesses }, 'Businesses retrieved')),
  http.post(apiUrl('/prop/business-info'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const row = { id: ownedBusinesses.length + 1, ...body };
    ownedBusinesses.push(row);
    return HttpResponse.json({ status: true, message: 'Business added successfully', data: row }, { status: 201 });
  }),
];
