import { expect, openScreen, signIn, test } from './support/fixtures';

/** The back office's route table (docs/back-office.md, Screens) and each screen's title. */
const ROUTES: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/site-configuration', 'Site Configuration'],
  ['/admin/users', 'User Management'],
  ['/admin/programs', 'Programs Management'],
  ['/admin/projects', 'Projects Management'],
  ['/admin/training-openings', 'Training Openings Management'],
  ['/admin/hero-slides', 'Hero Slides Management'],
  ['/admin/news', 'News management'],
  ['/admin/team', 'Team Management'],
  ['/admin/about', 'About Content Management'],
  ['/admin/downloads', 'Downloads Management'],
  ['/admin/certificates', 'Certificate Management'],
  ['/admin/contact-messages', 'Contact Messages'],
  ['/admin/applications', 'Applications Management'],
  ['/admin/subscribers', 'Subscribers'],
  ['/admin/statistics', 'Statistics Management'],
  ['/admin/donors', 'Donors & Partners Management'],
];

/** A certificate with every text at its longest, unbroken: the longest word a list can be given. */
const LONGEST = {
  name: 'N'.repeat(100),
  fatherName: 'F'.repeat(100),
  courseTaken: 'C'.repeat(100),
  duration: '390 hours',
  trainingDate: '2025-01-15',
  dateOfBirth: '2000-05-01',
  certificateNumber: `W${Date.now().toString(36)}`.padEnd(100, 'X'),
};

for (const width of [1280, 390]) {
  test(`every back-office route renders its screen without an error at ${width} px`, async ({ page }) => {
    // One visit per route, each waiting for its screen: the bound grows with the table.
    test.setTimeout(ROUTES.length * 10_000);
    await page.setViewportSize({ width, height: 850 });
    await signIn(page, 'admin');
    expect(
      (
        await page.request.post('/api/admin/certificates', {
          data: { ...LONGEST, certificateNumber: `${width}${LONGEST.certificateNumber}`.slice(0, 100) },
        })
      ).status(),
    ).toBe(201);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    for (const [path, title] of ROUTES) {
      await openScreen(page, path);
      await expect(page.locator('#react-admin-title'), path).toContainText(title);
      await expect(page.getByRole('progressbar'), path).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('[data-testid="skeleton-card"]'), path).toHaveCount(0);
      await expect(page.locator('.MuiSnackbarContent-root.error, .MuiAlert-standardError'), path).toHaveCount(0);
      // Nothing spills sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(1);
    }
    expect(failed, 'API calls that failed').toEqual([]);
  });
}
