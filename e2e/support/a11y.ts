// axe in Chromium: WCAG 2 A and AA rules; a serious or critical violation fails the test with its rule and nodes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, label = page.url()) {
  // A dialog still fading in has translucent text: axe would measure its contrast mid-animation. (Endless
  // animations, such as a spinner's, never finish and do not count.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // With a modal dialog open, the page behind it is dimmed by the backdrop and outside the dialog for assistive
  // technology (aria-modal): axe treats a native modal <dialog> the same way, but cannot tell a react-bootstrap one,
  // and would measure the dimmed page's contrast. So the dialog alone is checked then (the page is checked on its own).
  const modalOpen = (await page.locator('.modal.show[aria-modal="true"]').count()) > 0;
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (modalOpen ? builder.include('.modal.show[aria-modal="true"]') : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Waits until a page has its heading and no loading indicator or skeleton left. */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  await expect(page.locator('.skeleton')).toHaveCount(0);
}
