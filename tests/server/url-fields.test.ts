// One URL rule for every stored web address (issue 11, 7b): each link, website and social field refuses the same
// table of bad addresses with 400 and keeps the good ones; external image URLs get the same host checks.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any -- JSON answers are read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_WEB_URLS, GOOD_WEB_URLS } from '../../contract/__tests__/web-url-cases';
import { businessPayload, partnerPayload, uniqueEmail } from './auth-helpers';
import { createAccount, createImage, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

/** The shared table, plus cases only the server sees (letter case, credentials, NUL, other schemes, over-long). */
const BAD = [
  ...BAD_WEB_URLS,
  'JavaScript:alert(document.cookie)',
  'https://user:pass@host.example/x',
  'https://example.com/\u0000x',
  'ftp://files.example/x',
  `https://example.com/${'a'.repeat(2100)}`,
];

/** Addresses every field keeps as given. */
const GOOD = GOOD_WEB_URLS;

let ctx: TestContext;
let creative: TestAccount;
let business: TestAccount;
let partner: TestAccount;
let png: string;
let postId: number;
let phoneCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { ALLOWED_IMAGE_HOSTS: 'cdn.example', AUTH_IP_LIMIT: '100000' } });
  creative = await createAccount(ctx, { kind: 'creative' });
  business = await createAccount(ctx, { kind: 'business' });
  partner = await createAccount(ctx, { kind: 'partner', approved: true });
  png = (await createImage(ctx, { ownerId: creative.id })).url;
  const post = await send('POST', '/clap/prop/posts', creative.token, {
    title: 'T',
    description: 'D',
    link: 'https://example.com',
    images: [png],
  });
  postId = post.body.data.id as number;
});
afterAll(async () => ctx?.close());

async function send(
  method: 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  payload: Record<string, unknown>,
) {
  const response = await ctx.app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: token } : {},
  });
  return { status: response.statusCode, body: response.json<Record<string, any>>() };
}

const nextPhone = () => `0803${String(1000000 + (phoneCounter += 1)).slice(-7)}`;

interface Field {
  name: string;
  /** Sends `value` in the field; answers the status and the stored value read back from the response. */
  save: (value: string) => Promise<{ status: number; body: Record<string, any>; stored?: unknown }>;
}

const content = (
  url: string,
  token: () => string,
  base: () => Record<string, unknown>,
  read: (b: any) => unknown,
): Field => ({
  name: `${url} link`,
  save: async (link) => {
    const res = await send('POST', url, token(), { ...base(), link });
    return { ...res, stored: res.status < 300 ? read(res.body) : undefined };
  },
});

const FIELDS: Field[] = [
  content(
    '/clap/prop/posts',
    () => creative.token,
    () => ({ title: 'Post', description: 'Text', images: [png] }),
    (b) => b.data.link,
  ),
  {
    name: 'POST /prop/post/{id} link',
    save: async (link) => {
      const res = await send('POST', `/clap/prop/post/${postId}`, creative.token, { link });
      return { ...res, stored: res.body.data?.link };
    },
  },
  content(
    '/clap/prop/product',
    () => creative.token,
    () => ({ title: 'P', description: 'D', images: [png], category: 'product', price: 10, quantity: 1 }),
    (b) => b.data.data.link,
  ),
  content(
    '/clap/prop/tool',
    () => partner.token,
    () => ({ name: 'T', description: 'D', images: [png], sector: 'Design', offer: '10% off' }),
    (b) => b.data.link,
  ),
  content(
    '/clap/prop/opportunity',
    () => partner.token,
    () => ({
      title: 'O',
      description: 'D',
      deadline: '2030-12-31',
      date: '2030-12-01',
      time: '09:30',
      images: [png],
      timing: 'full-time',
    }),
    (b) => b.data.link,
  ),
  content(
    '/clap/prop/event',
    () => partner.token,
    () => ({
      title: 'E',
      description: 'D',
      location: 'Online',
      date: '2030-12-05',
      time: '14:45',
      images: [png],
      address: 'Lagos',
    }),
    (b) => b.data.data.link,
  ),
  {
    name: 'business registration website',
    save: async (website) => {
      const res = await send('POST', '/clap/prop/business', undefined, {
        ...businessPayload(uniqueEmail('url-biz')),
        phone_number: nextPhone(),
        website,
      });
      return res;
    },
  },
  {
    name: 'partner registration website',
    save: async (website) =>
      send('POST', '/clap/prop/partner-reg', undefined, {
        ...partnerPayload(uniqueEmail('url-partner')),
        website,
      }),
  },
  {
    name: 'PUT /prop/business/{phone} website',
    save: async (website) => {
      const res = await send('PUT', `/clap/prop/business/${nextPhone()}`, business.token, { website });
      return { ...res, stored: res.body.data?.user?.website };
    },
  },
  {
    name: 'business edit_profile website',
    save: async (website) => {
      const res = await send('PUT', '/clap/prop/business-info/edit_profile', business.token, { website });
      return { ...res, stored: res.body.data?.website };
    },
  },
  {
    name: 'Add a Business website',
    save: async (website) => {
      const res = await send('POST', '/clap/prop/business-info', creative.token, {
        name: `Shop ${(phoneCounter += 1)}`,
        website,
      });
      return { ...res, stored: res.body.data?.website };
    },
  },
];

const SOCIAL: Field[] = [];
for (const field of ['facebook', 'twitter', 'instagram']) {
  SOCIAL.push(
    {
      name: `creative edit_profile ${field}`,
      save: async (value) => {
        const res = await send('PUT', '/clap/prop/users/edit_profile', creative.token, { [field]: value });
        return { ...res, stored: res.body.data?.[field] };
      },
    },
    {
      name: `business edit_profile ${field}`,
      save: async (value) => {
        const res = await send('PUT', '/clap/prop/business-info/edit_profile', business.token, {
          [field]: value,
        });
        return { ...res, stored: res.body.data?.[field] };
      },
    },
    {
      name: `PUT /prop/business/{phone} ${field}`,
      save: async (value) => {
        const res = await send('PUT', `/clap/prop/business/${nextPhone()}`, business.token, {
          [field]: value,
        });
        return { ...res, stored: res.body.data?.user?.[field] };
      },
    },
    {
      name: `business registration ${field}`,
      save: async (value) =>
        send('POST', '/clap/prop/business', undefined, {
          ...businessPayload(uniqueEmail('url-soc')),
          phone_number: nextPhone(),
          [field]: value,
        }),
    },
  );
}

describe('every stored URL field refuses the same bad addresses', () => {
  for (const field of [...FIELDS, ...SOCIAL]) {
    it(`${field.name}: 400 for each bad address`, async () => {
      for (const bad of BAD) {
        const res = await field.save(bad);
        expect(res.status, `${field.name} took ${JSON.stringify(bad)}: ${JSON.stringify(res.body)}`).toBe(
          400,
        );
        expect(res.body.status).toBe(false);
        // A NUL is turned away for the whole request before any field rule runs; the over-long one by the schema.
        if (!bad.includes('\u0000') && bad.length < 300)
          expect(res.body.message).toMatch(/web address|website|link/i);
      }
    });
  }
});

describe('good addresses are kept', () => {
  for (const field of [...FIELDS, ...SOCIAL]) {
    it(`${field.name}: 2xx and stored as sent`, async () => {
      for (const good of GOOD) {
        const res = await field.save(good);
        expect(res.status, `${field.name} refused ${good}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
        if (res.stored !== undefined) expect(res.stored).toBe(good);
      }
    });
  }

  it('website fields take a bare address and store it with https://', async () => {
    for (const field of FIELDS.filter((f) => f.name.includes('website'))) {
      const res = await field.save('www.adire-house.example/shop');
      expect(res.status, `${field.name}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      if (res.stored !== undefined) expect(res.stored).toBe('https://www.adire-house.example/shop');
    }
  });

  it('content links still need the scheme (the forms say "starting with http:// or https://")', async () => {
    const res = await FIELDS[0].save('www.example.com');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The link must be a web address starting with http:// or https://.');
  });

  it('social fields keep handles as typed and give a bare profile address https://', async () => {
    for (const field of SOCIAL.filter((f) => !f.name.startsWith('business registration'))) {
      const handle = await field.save('@ada.obi');
      expect(handle.status, field.name).toBe(200);
      expect(handle.stored).toBe('@ada.obi');
      const bare = await field.save('instagram.com/ada');
      expect(bare.status, field.name).toBe(200);
      expect(bare.stored).toBe('https://instagram.com/ada');
    }
  });
});

describe('external image URLs', () => {
  const post = (images: string[]) =>
    send('POST', '/clap/prop/posts', creative.token, {
      title: 'I',
      description: 'D',
      link: 'https://example.com',
      images,
    });

  it('are http(s) with a plain host on the allow-list', async () => {
    expect((await post(['https://cdn.example/a.png'])).status).toBe(201);
    for (const bad of [
      'http:///cdn.example/a.png',
      'https://user@cdn.example/a.png',
      'javascript:alert(1)//cdn.example',
      'https://cdn.example\\@evil.example/a.png',
      'https://evil.example/a.png',
    ]) {
      const res = await post([bad]);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe('Images must be uploaded through the portal.');
    }
  });
});
