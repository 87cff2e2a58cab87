/**
 * Accessibility of the resource machine, as axe-core reads it in Chromium: every screen built on it, and
 * each of its states a person meets (the create dialog, an open edit row, the delete question), with no
 * critical and no serious violation. Also the shell and the login page.
 */
import { expect, test } from '@playwright/test';
import { axeViolations as violations, signIn } from './session';
import { SCREENS, checkScreen, failures, type Screen } from './a11y-screens';

test('the login page has no critical or serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/correo/i).waitFor();
  expect(await violations(page)).toEqual([]);
});

/** The full walk's mode: light in CI (a11y-modes.spec.ts walks DARK_SCREENS in dark); `A11Y_DARK=1` walks it all in dark. */
const WALK_MODE = process.env.A11Y_DARK === '1' ? 'dark' : 'light';

/** The screens by area (the path's first part): one test each, so a slow machine's budget grows with the area. */
const AREAS = new Map<string, Screen[]>();
for (const screen of SCREENS) {
  const area = screen.path.split('/')[1];
  AREAS.set(area, [...(AREAS.get(area) ?? []), screen]);
}

for (const [area, screens] of AREAS) {
  test(`every screen of the ${area} area, its dialogs and its edit row: no critical or serious violation`, async ({ page, request }) => {
    // About 3 s a screen and its states on a quiet machine; the budget only tells a hung walk from a slow one.
    test.setTimeout(screens.length * 30_000);
    await page.emulateMedia({ colorScheme: WALK_MODE });
    await signIn(page, request);
    const report: Record<string, string[]> = {};
    for (const screen of screens) await checkScreen(page, screen, report);
    expect(failures(report, `${WALK_MODE}, ${area}`)).toEqual({});
  });
}
