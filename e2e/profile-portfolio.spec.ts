// Profiles that get people hired (issue 31 section 4), in Chromium against the real server, on a phone (390 px) and a
// desktop (1280 px): the demo creative, with a checked NIN, a photo, a post with an image and a product, is opened by a
// signed-in business; the profile shows the Verified badge, the posts grid (sized, lazy images) and the product; the
// visitor sends a message with Contact and the creative's mail (the .eml outbox) holds it with Reply-To the sender;
// the product page shows the seller's photo, state and badge beside "Sold by". Axe runs on the profile and dialog.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { solidPng, uploadPng } from './support/images';
import { mailCount, waitForNewMail } from './support/mail';
import { apiLogin, DEMO, signIn } from './support/session';

interface Portfolio {
  creativeId: number;
  name: string;
  postTitle: string;
  product: { id: number; title: string };
  state: string;
}

let portfolio: Portfolio | undefined;

/** Makes the demo creative a portfolio once: identity checked (sandbox provider), photo, state, a post and a product. */
async function preparePortfolio(request: APIRequestContext): Promise<Portfolio> {
  if (portfolio) return portfolio;
  const { token } = await apiLogin(request, 'creative', DEMO.creative);
  const headers = { Authorization: token };
  const own = await request.get('/clap/prop/users/profile', { headers });
  expect(own.ok(), await own.text()).toBeTruthy();
  const me = ((await own.json()) as { data: Record<string, unknown> }).data;
  const user = (me.user ?? me) as Record<string, unknown>;
  const phone =
    typeof user.phone_number === 'string' && user.phone_number ? user.phone_number : '08031234567';
  // Any 11 digits not starting 000 pass the sandbox; random, as one identity backs one creative.
  const nin = `9${String(Date.now()).slice(-10)}`;
  const verified = await request.put(`/clap/prop/creative/${encodeURIComponent(phone)}`, {
    headers,
    data: { verificationMethod: 'NIN', identificationNumber: nin },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  const edit = await request.put('/clap/prop/users/edit_profile', {
    headers,
    data: { residence_state: 'Enugu', linkedin: 'https://www.linkedin.com/in/demo-creative' },
  });
  expect(edit.ok(), await edit.text()).toBeTruthy();
  const profile = ((await edit.json()) as { data: Record<string, unknown> }).data;
  const photo = await request.put('/clap/prop/account/profile_image', {
    headers,
    multipart: {
      profile_image: { name: 'me.png', mimeType: 'image/png', buffer: await solidPng(400, 400, '#2a6f4e') },
    },
  });
  expect(photo.ok(), await photo.text()).toBeTruthy();

  const postTitle = `Portfolio look ${Date.now()}`;
  const post = await request.post('/clap/prop/posts', {
    headers,
    data: {
      title: postTitle,
      description: 'From the Nsukka collection.',
      link: 'https://example.com/look',
      images: [await uploadPng(request, token)],
    },
  });
  expect(post.ok(), await post.text()).toBeTruthy();
  const created = await request.post('/clap/prop/product', {
    headers,
    data: {
      title: `Portfolio wrap ${Date.now()}`,
      description: 'Woven in Enugu.',
      link: 'https://example.com/wrap',
      images: [await uploadPng(request, token)],
      category: 'product',
      price: 15000,
      quantity: 3,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const product = ((await created.json()) as { data: { data: { id: number; title: string } } }).data.data;
  portfolio = {
    creativeId: Number(profile.id),
    name: `${String(profile.first_name)} ${String(profile.last_name)}`,
    postTitle,
    product: { id: product.id, title: product.title },
    state: 'Enugu',
  };
  return portfolio;
}

for (const width of [390, 1280]) {
  test(`at ${width} px a visitor sees a verified portfolio and sends a message that leaves through the outbox`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const data = await preparePortfolio(page.request);
    await signIn(page, 'business', DEMO.business);
    await page.goto(`/profile/${data.creativeId}`);

    const heading = page.getByRole('heading', { level: 1, name: new RegExp(data.name) });
    await expect(heading).toBeVisible();
    await expect(heading.getByText('Verified')).toBeVisible();

    const posts = page.getByRole('region', { name: 'Posts' });
    const image = posts.getByRole('img', { name: data.postTitle });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('srcset', /\/uploads\/\S+ \d+w/);

    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('link', { name: new RegExp(data.product.title) })).toHaveAttribute(
      'href',
      `/marketdetailsPage/${data.product.id}`,
    );
    await expect(
      page.getByRole('region', { name: /links/i }).getByRole('link', { name: /LinkedIn/ }),
    ).toHaveAttribute('rel', 'noopener nofollow ugc');
    // Nothing private on the page: the creative's e-mail never shows.
    await expect(page.getByText(DEMO.creative)).toHaveCount(0);
    // No sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page, `portfolio at ${width}`);

    const before = await mailCount(DEMO.creative);
    await page.getByRole('button', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog', { name: `Contact ${data.name}` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `contact dialog at ${width}`);
    await dialog
      .getByLabel('Message', { exact: true })
      .fill(`Good day. We would like to hire you for a shoot (${width}).`);
    await dialog.getByLabel('Your name').fill('Adire House');
    await dialog.getByLabel('Your phone number or e-mail').fill('hire@adire.example');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('Your message has been sent.')).toBeVisible();

    const mail = await waitForNewMail(DEMO.creative, before);
    expect(mail.raw).toMatch(/^Reply-To:\s*hire@adire\.example\s*$/im);
    const body = mail.raw.replace(/=\r?\n/g, '');
    expect(body).toContain('Adire House sent you a message through your profile');
    expect(body).toContain(`hire you for a shoot (${width})`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  test(`at ${width} px a product page shows the seller's photo, state and Verified badge beside Sold by`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const data = await preparePortfolio(page.request);
    await page.goto(`/marketdetailsPage/${data.product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: data.product.title })).toBeVisible();
    const seller = page.locator('.market-detail__seller-box');
    await expect(seller.getByText('Sold by')).toBeVisible();
    await expect(seller.getByRole('link', { name: data.name })).toHaveAttribute(
      'href',
      `/publicProfile/${data.creativeId}`,
    );
    await expect(seller.locator('img')).toBeVisible();
    await expect(seller.getByText(`State: ${data.state}`)).toBeVisible();
    await expect(seller.getByText('Verified')).toBeVisible();
    await expectAccessible(page, `product seller at ${width}`);
  });
}
