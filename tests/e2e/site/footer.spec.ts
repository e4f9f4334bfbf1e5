/** The footer per region (SPEC.md section 2.6). */
import { expect, test } from '../support/test';
import { open, stubMedia } from './content';

test.beforeEach(async ({ page }) => stubMedia(page));

const COLUMN_LINKS = {
  au: [
    'About Us',
    'News',
    'Contact Us',
    'Careers',
    'Find a Store',
    'Australian Made',
    'Register Warranty',
    'Installation Guides',
    'Retailer Login',
  ],
  nz: [
    'Installation Guides',
    'About Us',
    'Contact Us',
    'Find a Store',
    'Commercial',
    'Retailer Login',
    'The Flooring Foundation',
  ],
  na: ['Contact Us', 'Find a Store', 'Accessibility', 'Privacy', 'Terms'],
} as const;

for (const [region, labels] of Object.entries(COLUMN_LINKS)) {
  test(`the ${region} footer has its columns, a fact and the copyright`, async ({ page }) => {
    await open(page, `/${region}/about-us/`);
    const footer = page.locator('footer.site-footer');
    const columns = footer.getByRole('navigation', { name: 'Footer' });
    for (const label of labels) {
      await expect(columns.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(footer.getByText('Did you know?')).toBeVisible();
    await expect(footer.locator('.did-you-know__fact')).not.toBeEmpty();
    await expect(footer.getByText(/© \d{4} .+\. All rights reserved\./)).toBeVisible();
    const auOnly = region === 'au' ? 1 : 0;
    await expect(footer.getByRole('list', { name: 'Our brands' })).toHaveCount(auOnly);
    await expect(footer.getByText(/Traditional Custodians/)).toHaveCount(auOnly);
  });
}

test('external footer links leave the site safely', async ({ page }) => {
  await open(page, '/au/');
  const careers = page.locator('footer').getByRole('link', { name: 'Careers' });
  await expect(careers).toHaveAttribute('href', /^https:\/\//);
  await expect(careers).toHaveAttribute('rel', /noopener/);
});
