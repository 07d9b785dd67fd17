// Training registration and check-in (issue 33), on a phone (390 px) in Chromium against the real server: the demo
// partner offers a training with seats; a creative registers on its page and sees the code (text and QR); the partner
// opens the same page, checks them in by typing the code, and a second check-in is answered as such.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { uploadPng } from './support/images';
import { apiLogin, DEMO, signIn } from './support/session';

test.use({ viewport: { width: 390, height: 844 } });

/** axe (WCAG 2 A and AA) on the partner's tools alone: the rest of the partner's own details page (the Edit and
 * Delete actions) is not this feature's and is checked where it is built. */
async function expectToolsAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .include('.training-partner-tools')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a creative registers and sees the code; the partner checks them in by code', async ({
  browser,
  request,
}) => {
  const partner = await apiLogin(request, 'partner', DEMO.partner);
  const image = await uploadPng(request, partner.token);
  const created = await request.post('/clap/prop/event', {
    headers: { Authorization: partner.token },
    data: {
      title: 'Phone photography for sellers',
      description: 'Light, angles and editing for product photos, on your phone.',
      link: 'https://example.com/demo/trainings/phone-photos',
      location: 'Offline',
      date: '2099-03-14',
      time: '10:00',
      images: [image],
      address: 'Co-Creation Hub, Yaba, Lagos',
      state: 'Lagos',
      capacity: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { data: { id: number } } }).data.data.id;

  // The creative, on a phone.
  const creativeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const creative = await creativeContext.newPage();
  await signIn(creative, 'creative', 'tunde.bakare@demo.ng');
  await creative.goto(`/training/${id}`);
  await expect(creative.getByRole('heading', { name: 'Phone photography for sellers' })).toBeVisible();
  await expect(creative.getByText('2 of 2')).toBeVisible();
  await expect(creative.getByRole('link', { name: /^Attend/ })).toBeVisible();
  await creative.getByRole('button', { name: 'Register' }).click();
  const code = creative.getByTestId('registration-code');
  await expect(code).toHaveText(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
  await expect(creative.getByRole('img', { name: 'QR code of your registration code' })).toBeVisible();
  await expect(creative.getByText('1 of 2')).toBeVisible();
  await expectAccessible(creative, 'registered training');
  const typed = (await code.textContent())!.trim();
  await creativeContext.close();

  // The partner at the door, on a phone.
  const partnerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const door = await partnerContext.newPage();
  await signIn(door, 'partner', DEMO.partner);
  await door.goto(`/training/${id}`);
  await door.getByRole('button', { name: 'Check in participants' }).click();
  const field = door.getByLabel('Registration code');
  await field.fill(typed.toLowerCase());
  await door.getByRole('button', { name: 'Check in', exact: true }).click();
  const outcome = door.getByTestId('check-in-outcome');
  await expect(outcome).toHaveText(/^Checked in\. Tunde Bakare/);
  await expectToolsAccessible(door);
  await field.fill(typed);
  await field.press('Enter');
  await expect(outcome).toHaveText(/This person has already been checked in\./);
  await door.getByRole('button', { name: 'Registrations' }).click();
  await expect(door.getByText('1 registered, 0 waiting, 1 attended')).toBeVisible();
  await partnerContext.close();
});
