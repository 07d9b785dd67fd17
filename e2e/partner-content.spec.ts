// Partner content journeys against the real server: an approved partner creates a tool, an opportunity (PNG) and
// a training (image), each showing in its list and details; a creative never sees the create cards and the server
// refuses them; tools paging; axe on every list and details page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import sharp from 'sharp';

const PASSWORD = 'Demo@Portal2026';

interface Session {
  token: string;
  user: Record<string, unknown>;
}

async function apiLogin(
  request: APIRequestContext,
  kind: 'partner' | 'user',
  email: string,
): Promise<Session> {
  const path = kind === 'partner' ? '/clap/prop/partner-reg/login' : '/clap/prop/creative/login';
  const response = await request.post(path, { data: { email, password: PASSWORD } });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: { token: string; user: Record<string, unknown> } };
  return { token: body.data.token, user: body.data.user };
}

/** Puts the session in local storage before any page script runs (keys of src/lib/storage.ts). */
async function signIn(page: Page, kind: 'partner' | 'user', session: Session) {
  await page.addInitScript(
    ({ kind: k, token, user }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('authenticated', 'true');
      localStorage.setItem('userType', k);
      localStorage.setItem('loginType', k);
      localStorage.setItem(k === 'partner' ? 'PartnerInfo' : 'userInfo', JSON.stringify(user));
    },
    { kind, token: session.token, user: session.user },
  );
}

async function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A 24-bit BMP (bottom-up rows padded to 4 bytes) of one colour: sharp cannot write BMP. */
function bmp(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixels = rowBytes * height;
  const buffer = Buffer.alloc(54 + pixels);
  buffer.write('BM', 0, 'ascii');
  buffer.writeUInt32LE(54 + pixels, 2);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  buffer.writeUInt32LE(pixels, 34);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = 54 + y * rowBytes + x * 3;
      buffer[at] = b;
      buffer[at + 1] = g;
      buffer[at + 2] = r;
    }
  }
  return buffer;
}


test.describe('approved partner', () => {
  test('creates a tool that shows in the list and its details', async ({ page, request }) => {
    await signIn(page, 'partner', await apiLogin(request, 'partner', 'partner@demo.ng'));
    const name = `E2E Tool ${Date.now()}`;
    await page.goto('/toolsPage');
    await page.getByRole('button', { name: /Create Tool/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Tool' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('An offer made by the end-to-end test.');
    await dialog.getByLabel('Link').fill('https://example.com/e2e-tool');
    await dialog.getByLabel('Sector').selectOption('Design');
    await dialog.getByLabel('Offer').fill('40% off');
    await dialog
      .getByLabel('Images')
      .setInputFiles({ name: 'tool.png', mimeType: 'image/png', buffer: await png('#c77d0a') });
    await dialog.getByRole('button', { name: 'Create Tool' }).click();
    await expect(page.getByText('Tool successfully created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const link = page.getByRole('link', { name: `View Offer: ${name}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('40% off')).toBeVisible();
    await expect(page.getByRole('link', { name: /Get offer/ })).toHaveAttribute(
      'href',
      'https://example.com/e2e-tool',
    );
  });

  test('creates an opportunity with a PNG that shows in the list and its details', async ({
    page,
    request,
  }) => {
    await signIn(page, 'partner', await apiLogin(request, 'partner', 'partner@demo.ng'));
    const title = `E2E Opportunity ${Date.now()}`;
    await page.goto('/opportunitypage');
    await page.getByRole('button', { name: /Create a Opportunity/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Opportunity' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A residency for young designers.');
    await dialog.getByLabel('Date', { exact: true }).fill('2027-02-10');
    await dialog.getByLabel('Time').fill('09:30');
    await dialog.getByLabel('Deadline').fill('2027-01-31');
    await dialog.getByLabel('Timing').selectOption('full-time');
    await dialog.getByLabel('Link').fill('https://example.com/e2e-opportunity');
    await dialog
      .getByLabel('Image (PNG)')
      .setInputFiles({ name: 'opp.png', mimeType: 'image/png', buffer: await png('#8a3b12') });
    await dialog.getByRole('button', { name: 'Create Opportunity' }).click();
    await expect(page.getByText('Opportunity successfully created')).toBeVisible();
    const link = page.getByRole('link', { name: `View details: ${title}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Attend/ })).toHaveAttribute(
      'href',
      'https://example.com/e2e-opportunity',
    );
    await expect(page.getByText('31 Jan 2027')).toBeVisible();
    await expect(page.getByRole('img', { name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/opportunitypage$/);
  });

  test('creates a training with an image that shows in the list and its details', async ({
    page,
    request,
  }) => {
    await signIn(page, 'partner', await apiLogin(request, 'partner', 'partner@demo.ng'));
    const title = `E2E Training ${Date.now()}`;
    await page.goto('/trainingpage');
    await page.getByRole('button', { name: /Create a Training/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Training' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A hands-on stage lighting workshop.');
    await dialog.getByLabel('Link').fill('https://example.com/e2e-training');
    await dialog.getByLabel('Location').selectOption('Offline');
    await dialog.getByLabel('Date').fill('2027-03-05');
    await dialog.getByLabel('Time').fill('10:00');
    await dialog.getByLabel('Address').fill('National Theatre, Iganmu, Lagos');
    await dialog
      .getByLabel('Images')
      .setInputFiles({ name: 'training.png', mimeType: 'image/png', buffer: await png('#1d4ed8') });
    await dialog.getByRole('button', { name: 'Create Training' }).click();
    await expect(page.getByText('Event successfully created')).toBeVisible();
    const link = page.getByRole('link', { name: `View details: ${title}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Offline, National Theatre, Iganmu, Lagos')).toBeVisible();
    const image = page.getByRole('img', { name: title });
    await expect(image).toBeVisible();
    expect((await image.boundingBox())!.height).toBeLessThanOrEqual(300);
    await expect(page.getByRole('link', { name: /Attend/ })).toHaveAttribute(
      'href',
      'https://example.com/e2e-training',
    );
  });

  test('creates a training with a BMP image, converted to PNG in the browser', async ({ page, request }) => {
    await signIn(page, 'partner', await apiLogin(request, 'partner', 'partner@demo.ng'));
    const title = `E2E BMP Training ${Date.now()}`;
    const uploads: { type?: string; file?: string }[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/upload') uploads.push(req.postDataJSON() as { type?: string; file?: string });
    });
    await page.goto('/trainingpage');
    await page.getByRole('button', { name: /Create a Training/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Training' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('A poster drawn in Paint.');
    await dialog.getByLabel('Link').fill('https://example.com/e2e-bmp');
    await dialog.getByLabel('Location').selectOption('Online');
    await dialog.getByLabel('Date').fill('2027-04-06');
    await dialog.getByLabel('Time').fill('11:30');
    await dialog.getByLabel('Address').fill('Online');
    await dialog
      .getByLabel('Images')
      .setInputFiles({ name: 'poster.bmp', mimeType: 'image/bmp', buffer: bmp(40, 30, [200, 40, 10]) });
    await dialog.getByRole('button', { name: 'Create Training' }).click();
    await expect(page.getByText('Event successfully created')).toBeVisible();
    expect(uploads.map((u) => u.type)).toEqual(['png']);
    expect(Buffer.from(uploads[0].file ?? '', 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    await page.getByRole('link', { name: `View details: ${title}` }).click();
    const image = page.getByRole('img', { name: title });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

test('a creative never sees the create cards, and the server refuses them', async ({ page, request }) => {
  const session = await apiLogin(request, 'user', 'creative@demo.ng');
  await signIn(page, 'user', session);
  for (const [path, label] of [
    ['/toolsPage', /Create Tool/],
    ['/opportunitypage', /Create a Opportunity/],
    ['/trainingpage', /Create a Training/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^View (Offer|details)/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  }
  const refused = await request.post('/clap/prop/tool', {
    headers: { Authorization: session.token },
    data: {
      name: 'Not allowed',
      description: 'x',
      link: 'https://example.com',
      images: ['https://example.com/x.png'],
      sector: 'Design',
      offer: 'Free',
    },
  });
  expect(refused.status()).toBe(403);
});

test('tools show 9 per page with Previous/Next', async ({ page }) => {
  await page.goto('/toolsPage');
  const offers = page.getByRole('link', { name: /^View Offer/ });
  await expect(offers).toHaveCount(9);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(offers.first()).toBeVisible();
  expect(await offers.count()).toBeGreaterThanOrEqual(5);
  expect(await offers.count()).toBeLessThanOrEqual(9);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(offers).toHaveCount(9);
});

test('every list and details page passes axe', async ({ page, request }) => {
  const first = async (path: string): Promise<number> => {
    const body = (await (await request.get(path)).json()) as { data: unknown };
    const list = (Array.isArray(body.data) ? body.data : (body.data as { data: { id: number }[] }).data) as {
      id: number;
    }[];
    return list[0].id;
  };
  const toolId = await first('/clap/prop/tool/all?limit=1');
  const opportunityId = await first('/clap/prop/opportunity/all?limit=1');
  const eventId = await first('/clap/prop/event/all?limit=1');
  const pages: [string, string | RegExp][] = [
    ['/toolsPage', 'Tools'],
    [`/tooldetailsPage/${toolId}`, 'Offer Details'],
    ['/opportunitypage', 'Opportunities'],
    [`/opportunity/${opportunityId}`, 'Opportunity Details'],
    ['/trainingpage', 'Training'],
    [`/training/${eventId}`, 'Training Details'],
    ['/proposalpage', 'Proposals'],
    ['/proposaldetailsPage/1', 'Proposal Details'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await expect(page.locator('.list-state .skeleton')).toHaveCount(0);
    await expectAccessible(page);
  }
});

test('partner create forms pass axe', async ({ page, request }) => {
  await signIn(page, 'partner', await apiLogin(request, 'partner', 'partner@demo.ng'));
  await page.goto('/trainingform');
  await expect(page.getByRole('button', { name: 'Create Training' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/toolsPage');
  await page.getByRole('button', { name: /Create Tool/ }).click();
  await expect(page.getByRole('dialog', { name: 'Create Tool' })).toBeVisible();
  await expectAccessible(page);
});
