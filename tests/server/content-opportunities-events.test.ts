// Opportunities and events (training): partner-only creation, data.data nesting, date + time combination,
// PNG-only opportunity images, filters, paging, blacklisting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestContext, type TestContext } from './helpers';
import { createAccount, createImage, setBlacklisted, type TestAccount } from './builders';

interface Opportunity {
  id: number;
  title: string;
  deadline: string;
  date: string;
  time: string;
  starts_at: string;
  timing: string;
  location: string | null;
  level: string | null;
  address: string | null;
  images: string[];
  author: Record<string, unknown>;
}
interface EventItem {
  id: number;
  title: string;
  location: string;
  date: string;
  time: string;
  starts_at: string;
  address: string;
  images: string[];
}
type Nested<T> = {
  status: boolean;
  message: string;
  data: { data: T };
  meta?: { page: number; limit: number; total: number; pages: number };
};

let ctx: TestContext;
let partner: TestAccount;
let pending: TestAccount;
let creative: TestAccount;
let png: string;
let jpeg: string;

beforeAll(async () => {
  ctx = await createTestContext();
  partner = await createAccount(ctx, { kind: 'partner', approved: true });
  pending = await createAccount(ctx, { kind: 'partner' });
  creative = await createAccount(ctx, { kind: 'creative' });
  png = (await createImage(ctx)).url;
  jpeg = (await createImage(ctx, { format: 'jpeg' })).url;
});
afterAll(async () => ctx?.close());

const send = (url: string, token: string | undefined, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: token ? { authorization: token } : {}, payload });
const get = (url: string, token?: string) =>
  ctx.app.inject({ url, headers: token ? { authorization: token } : {} });

const opportunity = (extra: object = {}) => ({
  title: 'Film grant',
  description: 'Grants for short films',
  link: 'https://grants.example/apply',
  deadline: '2026-12-31',
  date: '2026-12-01',
  time: '09:30',
  images: [png],
  address: 'Abuja',
  timing: 'full-time',
  ...extra,
});
const event = (extra: object = {}) => ({
  title: 'Lighting workshop',
  description: 'Hands-on lighting',
  link: 'https://events.example/light',
  location: 'Online',
  date: '2026-12-05',
  time: '14:45',
  images: [jpeg],
  address: 'Lagos',
  ...extra,
});

describe('opportunities', () => {
  it('only approved partners create them', async () => {
    expect((await send('/clap/prop/opportunity', undefined, opportunity())).statusCode).toBe(401);
    const byCreative = await send('/clap/prop/opportunity', creative.token, opportunity());
    expect(byCreative.statusCode).toBe(403);
    expect(body(byCreative).message).toBe('Only approved partners can create opportunities.');
    expect(body(await send('/clap/prop/opportunity', pending.token, opportunity())).message).toBe(
      'Your partner account is awaiting approval by the ministry.',
    );
  });

  it('requires every field with the spec message, a PNG image and valid values', async () => {
    for (const field of ['title', 'description', 'link', 'deadline', 'date', 'time', 'images', 'timing']) {
      const payload: Record<string, unknown> = opportunity();
      delete payload[field];
      const res = await send('/clap/prop/opportunity', partner.token, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('All fields are required');
    }
    expect(
      body(await send('/clap/prop/opportunity', partner.token, opportunity({ images: [jpeg] }))).message,
    ).toBe('The image must be a PNG.');
    expect(
      (await send('/clap/prop/opportunity', partner.token, opportunity({ timing: 'sometimes' }))).statusCode,
    ).toBe(400);
    expect(
      (await send('/clap/prop/opportunity', partner.token, opportunity({ date: '2026-02-30' }))).statusCode,
    ).toBe(400);
    expect(
      (await send('/clap/prop/opportunity', partner.token, opportunity({ time: '25:00' }))).statusCode,
    ).toBe(400);
    expect(
      (await send('/clap/prop/opportunity', partner.token, opportunity({ deadline: 'soon' }))).statusCode,
    ).toBe(400);
    expect(
      (await send('/clap/prop/opportunity', partner.token, opportunity({ date: '99999-01-01' }))).statusCode,
    ).toBe(400);
  });

  it('combines date and time into starts_at and returns the created item as data', async () => {
    const res = await send(
      '/clap/prop/opportunity',
      partner.token,
      opportunity({ location: 'Hybrid', level: 'intermidiate', timing: 'Full Time' }),
    );
    expect(res.statusCode).toBe(201);
    const created = body<{ data: Opportunity; message: string }>(res).data;
    expect(created).toMatchObject({
      title: 'Film grant',
      date: '2026-12-01',
      time: '09:30',
      starts_at: '2026-12-01T08:30:00.000Z',
      deadline: '2026-12-31T22:59:00.000Z',
      timing: 'full-time',
      location: 'hybrid',
      level: 'intermediate',
      address: 'Abuja',
    });
    expect(created.author).toMatchObject({ id: partner.id, kind: 'partner' });
    const one = body<{ data: Opportunity }>(await get(`/clap/prop/opportunity/${created.id}`));
    expect(one.data.id).toBe(created.id);
    const all = body<Nested<Opportunity[]>>(await get('/clap/prop/opportunity/all'));
    expect(all.data.data.map((o) => o.id)).toContain(created.id);
    const own = body<Nested<Opportunity[]>>(await get('/clap/prop/opportunity', partner.token));
    expect(own.data.data.map((o) => o.id)).toContain(created.id);
  });

  it('accepts a full ISO timestamp as date', async () => {
    const res = await send(
      '/clap/prop/opportunity',
      partner.token,
      opportunity({ date: '2027-01-10T10:15:42.000Z', deadline: '2027-01-01T12:00:00Z' }),
    );
    expect(body<{ data: Opportunity }>(res).data).toMatchObject({
      starts_at: '2027-01-10T10:15:00.000Z',
      deadline: '2027-01-01T12:00:00.000Z',
    });
  });

  it('filters by location, timing and level, and pages with meta', async () => {
    const other = await createAccount(ctx, { kind: 'partner', approved: true });
    await send(
      '/clap/prop/opportunity',
      other.token,
      opportunity({ title: 'Remote junior', timing: 'remote', location: 'remote', level: 'junior' }),
    );
    await send(
      '/clap/prop/opportunity',
      other.token,
      opportunity({ title: 'Onsite senior', timing: 'remote', location: 'onsite', level: 'senior' }),
    );
    await send(
      '/clap/prop/opportunity',
      other.token,
      opportunity({ title: 'Onsite junior', timing: 'full-time', location: 'onsite', level: 'junior' }),
    );
    const base = `/clap/prop/opportunity/all?author_id=${other.id}`;
    expect(body<Nested<Opportunity[]>>(await get(`${base}&location=onsite`)).data.data).toHaveLength(2);
    expect(
      body<Nested<Opportunity[]>>(await get(`${base}&timing=remote&location=onsite`)).data.data.map(
        (o) => o.title,
      ),
    ).toEqual(['Onsite senior']);
    expect(body<Nested<Opportunity[]>>(await get(`${base}&level=junior`)).data.data).toHaveLength(2);
    const paged = body<Nested<Opportunity[]>>(await get(`${base}&page=1&limit=2`));
    expect(paged.meta).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(paged.data.data.map((o) => o.title)).toEqual(['Onsite junior', 'Onsite senior']);
    expect((await get(`${base}&level=expert`)).statusCode).toBe(400);
  });

  it('has the timings of the create form only: part-time is neither stored nor a filter (issue 13)', async () => {
    const created = await send('/clap/prop/opportunity', partner.token, opportunity({ timing: 'part-time' }));
    expect(created.statusCode).toBe(400);
    expect(body(created).message).toBe('The timing must be one of: full-time, remote.');
    const filtered = await get('/clap/prop/opportunity/all?timing=part-time');
    expect(filtered.statusCode).toBe(400);
    expect(body(filtered).message).toBe('The timing must be one of: full-time, remote.');
  });

  it("finds an opportunity as the portal's form sends it under each filter it was given (issue 13)", async () => {
    const other = await createAccount(ctx, { kind: 'partner', approved: true });
    // The portal's body: date is the Nigerian date and time as one instant; location, level and address set.
    const res = await send(
      '/clap/prop/opportunity',
      other.token,
      opportunity({
        title: 'Portal opportunity',
        date: '2026-12-01T08:30:00.000Z',
        time: '09:30',
        deadline: '2026-12-20',
        timing: 'remote',
        location: 'onsite',
        level: 'intermediate',
        address: '12 Allen Avenue, Ikeja',
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = body<{ data: Opportunity }>(res).data;
    expect(created).toMatchObject({
      date: '2026-12-01',
      time: '09:30',
      starts_at: '2026-12-01T08:30:00.000Z',
      address: '12 Allen Avenue, Ikeja',
    });
    const base = `/clap/prop/opportunity/all?author_id=${other.id}`;
    for (const filter of [
      'location=onsite',
      'timing=remote',
      'level=intermediate',
      'level=intermidiate',
      'location=onsite&timing=remote&level=intermediate',
    ]) {
      expect(
        body<Nested<Opportunity[]>>(await get(`${base}&${filter}`)).data.data.map((o) => o.id),
        filter,
      ).toEqual([created.id]);
    }
    for (const filter of ['location=remote', 'timing=full-time', 'level=senior']) {
      expect(body<Nested<Opportunity[]>>(await get(`${base}&${filter}`)).data.data, filter).toEqual([]);
    }
  });

  it('keeps the partner list to partners; 404 and 400 on lookups; hides blacklisted partners', async () => {
    expect((await get('/clap/prop/opportunity')).statusCode).toBe(401);
    expect((await get('/clap/prop/opportunity', creative.token)).statusCode).toBe(403);
    expect(body(await get('/clap/prop/opportunity/424242')).message).toBe('Opportunity not found');
    expect((await get('/clap/prop/opportunity/1.5')).statusCode).toBe(400);
    const banned = await createAccount(ctx, { kind: 'partner', approved: true });
    const item = body<{ data: Opportunity }>(
      await send('/clap/prop/opportunity', banned.token, opportunity()),
    ).data;
    await setBlacklisted(ctx, banned.id, true);
    expect((await get(`/clap/prop/opportunity/${item.id}`)).statusCode).toBe(404);
    expect(
      body<Nested<Opportunity[]>>(await get('/clap/prop/opportunity/all')).data.data.some(
        (o) => o.id === item.id,
      ),
    ).toBe(false);
  });
});

describe('events (training)', () => {
  it('only approved partners create them', async () => {
    expect((await send('/clap/prop/event', undefined, event())).statusCode).toBe(401);
    expect(body(await send('/clap/prop/event', creative.token, event())).message).toBe(
      'Only approved partners can create events.',
    );
    expect(body(await send('/clap/prop/event', pending.token, event())).message).toBe(
      'Your partner account is awaiting approval by the ministry.',
    );
  });

  it('requires every field and an image', async () => {
    for (const field of ['title', 'description', 'link', 'location', 'date', 'time', 'images', 'address']) {
      const payload: Record<string, unknown> = event();
      delete payload[field];
      const res = await send('/clap/prop/event', partner.token, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('All fields are required');
    }
    expect((await send('/clap/prop/event', partner.token, event({ location: 'Moon' }))).statusCode).toBe(400);
    expect(
      body(await send('/clap/prop/event', partner.token, event({ images: ['https://x.example/a.png'] })))
        .message,
    ).toBe('Images must be uploaded through the portal.');
  });

  it('stores date and time as an ISO timestamp with zero seconds and answers data.data', async () => {
    const res = await send(
      '/clap/prop/event',
      partner.token,
      event({ location: 'offline', time: '14:45:59' }),
    );
    expect(res.statusCode).toBe(201);
    const created = body<Nested<EventItem>>(res);
    expect(created.message).toBe('Event successfully created');
    expect(created.data.data).toMatchObject({
      location: 'Offline',
      date: '2026-12-05',
      time: '14:45',
      starts_at: '2026-12-05T13:45:00.000Z',
    });
    const one = body<Nested<EventItem>>(await get(`/clap/prop/event/${created.data.data.id}`));
    expect(one.data.data.id).toBe(created.data.data.id);
    expect(one.data.data.starts_at).toMatch(/:00\.000Z$/);
    const all = body<Nested<EventItem[]>>(await get('/clap/prop/event/all'));
    expect(all.data.data.map((e) => e.id)).toContain(created.data.data.id);
    expect(all.meta).toBeUndefined();
    const own = body<Nested<EventItem[]>>(await get('/clap/prop/event', partner.token));
    expect(own.data.data.map((e) => e.id)).toContain(created.data.data.id);
  });

  it('pages, searches and filters by location; 404 and 400 on lookups', async () => {
    await send(
      '/clap/prop/event',
      partner.token,
      event({ title: 'Unique masterclass', location: 'Offline' }),
    );
    const search = body<Nested<EventItem[]>>(await get('/clap/prop/event/all?q=unique%20master'));
    expect(search.data.data.map((e) => e.title)).toEqual(['Unique masterclass']);
    expect(search.meta).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
    const offline = body<Nested<EventItem[]>>(await get('/clap/prop/event/all?location=offline'));
    expect(offline.data.data.every((e) => e.location === 'Offline')).toBe(true);
    expect((await get('/clap/prop/event/777777')).statusCode).toBe(404);
    expect((await get('/clap/prop/event/abc')).statusCode).toBe(400);
  });
});
