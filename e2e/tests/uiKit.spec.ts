/**
 * The UI-kit gallery (development route): every component renders at phone and desktop widths without spilling
 * sideways, and the overlays open, trap focus and close the way the storefront's rules say.
 */
import { expect, test } from './fixtures';

for (const width of [375, 1280]) {
  test(`every UI-kit component renders within a ${width} px wide screen`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dev/ui-kit');
    await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
    for (const section of ['Buttons', 'Form fields and validation', 'Tags, prices and quantity', 'Loading', 'Pagination', 'Overlays']) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(page.getByText('Total: 245')).toBeVisible();
    await expect(page.getByText('20% off')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
}

test("the form shows each field's error message and submits only when every field is valid", async ({ page }) => {
  await page.goto('/dev/ui-kit');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Name').fill('Priya');
  await page.getByLabel('Email').fill('priya@');
  await page.getByLabel('Phone').fill('5876543210');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
  await expect(page.getByText('Phone is not in valid format')).toBeVisible();
  await expect(page.getByText('Saved Priya')).toHaveCount(0);
  await page.getByLabel('Email').fill('priya@example.com');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Saved Priya')).toBeVisible();
});

test('overlays open, keep focus inside, close with their buttons and Esc', async ({ page, consoleErrors }) => {
  await page.goto('/dev/ui-kit');
  const opener = page.getByRole('button', { name: 'Open modal' });
  await opener.click();
  const modal = page.getByRole('dialog', { name: 'Change Location' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Ok' })).toBeVisible();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirmed' })).toBeVisible();

  await page.getByRole('button', { name: 'Alert' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Side panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Cart Summary' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);

  await page.getByRole('button', { name: 'Error toast' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, we do not deliver to 999999 yet.' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
