import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleAtEveryWidth } from './support/axe';
import { pressUntil } from './support/keyboard';

// The public capital credit pages end to end (doc 3 §2.9, §2.10, §4, §5, §8): the built portal on
// the demo backend, no sign-in. These tests choose their own viewports, so they run once, in the
// desktop project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'these tests set their own viewports');
});

const LETTER = '/cc-letterreturn';
const UNCLAIMED = '/unclaimed-capital-credit';
const HELP =
  'Your Member Number and Letter ID can be found on the letter/email you received. If you need additional assistance, please contact us at the phone number listed at the bottom of this page.';

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: RegExp) => main(page).getByRole('textbox', { name });
const button = (page: Page, name: string) => main(page).getByRole('button', { name });
const results = (page: Page) =>
  main(page).getByRole('grid', { name: 'Unclaimed capital credits found' });
const claimHarold = (page: Page) =>
  results(page).getByRole('button', { name: 'Claim the capital credit of Harold Jensen' });

/** Presses `key` until `target` has the focus. */

/** Types into the field focus has reached. */
async function tabAndType(page: Page, target: Locator, text: string) {
  await pressUntil(page, 'Tab', target);
  await page.keyboard.type(text);
}

/** Opens the Select focus has reached and picks the option typed. */
async function tabAndChoose(page: Page, target: Locator, option: string) {
  await pressUntil(page, 'Tab', target);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(option);
  await page.keyboard.press('Enter');
  await expect(target).toContainText(option);
}

async function searchJensen(page: Page) {
  await field(page, /^Last Name/).fill('jensen');
  await button(page, 'Search').click();
  await expect(results(page).getByRole('rowheader')).toHaveCount(3);
}

test.describe('doc 3 §2.9, §2.10 the public capital credit pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('letter return: 800001 / CC2025A is received; another letter is refused with the server’s message; after 5 failures the member number waits (429)', async ({
    page,
  }) => {
    await page.goto(LETTER);
    await expect(main(page).getByText(/^If you received a capital credit letter/)).toBeVisible();
    await field(page, /^Member Number/).fill('800001');
    await field(page, /^Letter ID/).fill('CC2025A');
    await button(page, 'Return Signed Letter').click();
    await expect(
      main(page).getByText('Thank you. Your signed capital credit letter has been received.'),
    ).toBeVisible();

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await field(page, /^Member Number/).fill('800001');
      await field(page, /^Letter ID/).fill(`XX${attempt}`);
      await button(page, 'Return Signed Letter').click();
      await expect(
        main(page).getByText('We could not find a letter with that Member Number and Letter ID.'),
      ).toBeVisible();
      await button(page, 'Dismiss').click();
    }
    await field(page, /^Letter ID/).fill('CC2025A');
    await button(page, 'Return Signed Letter').click();
    await expect(
      main(page).getByText('Too many attempts. Please try again in 15 minutes.'),
    ).toBeVisible();
    await expect(field(page, /^Member Number/)).toHaveValue('800001');
    await expect(field(page, /^Letter ID/)).toHaveValue('CC2025A');
  });

  test('unclaimed from the keyboard only: search jensen, Claim, fill the form, the claim is received', async ({
    page,
  }) => {
    const claims: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/unclaimed/claim')) {
        claims.push(request.postDataJSON());
      }
    });
    await page.goto(UNCLAIMED);
    await expect(button(page, 'Search')).toBeDisabled();
    await tabAndType(page, field(page, /^Last Name/), 'jensen');
    await page.keyboard.press('Enter');
    await expect(results(page).getByRole('rowheader')).toHaveCount(3);

    // Into the table (one tab stop), then across the first row to its Claim button.
    await pressUntil(page, 'Tab', results(page).getByRole('row').nth(1));
    await pressUntil(page, 'ArrowRight', claimHarold(page));
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('heading', { name: 'Claim form' })).toBeFocused();

    await tabAndType(page, field(page, /^Name/), 'Harold Jensen Jr');
    await tabAndType(page, main(page).getByLabel(/^Last 4 Digits of SSN/), '4321');
    await tabAndType(page, field(page, /^Phone/), '9874561230');
    await tabAndChoose(
      page,
      main(page).getByRole('button', { name: /Contact Preference$/ }),
      'Phone',
    );
    await tabAndType(page, field(page, /^Address 1/), '12 Old Mill Rd');
    await tabAndType(page, field(page, /^City/), 'Riverbend');
    await tabAndChoose(page, main(page).getByRole('button', { name: /State$/ }), 'Kansas');
    await tabAndType(page, field(page, /^Zip/), '66000');
    await pressUntil(page, 'Tab', button(page, 'Submit Claim'));
    await page.keyboard.press('Enter');
    // The success box takes focus in place of the form.
    await expect(page.locator(':focus')).toContainText(
      'Thank you, Harold Jensen Jr. Your claim has been sent; member services will contact you.',
    );
    await expect(button(page, 'Submit Claim')).toHaveCount(0);
    expect(claims).toEqual([
      expect.objectContaining({ memberNumber: '710221', ssn: '4321', state: 'KS', zip: '66000' }),
    ]);
    await expect(main(page).getByText('4321')).toHaveCount(0);
  });

  test('unclaimed: a search with no result says so with the terms used', async ({ page }) => {
    await page.goto(UNCLAIMED);
    await field(page, /^First Name/).fill('  Ann ');
    await field(page, /^Last Name/).fill('Nobody');
    await button(page, 'Search').click();
    await expect(
      main(page).getByText('There were no unclaimed capital credits found matching Ann Nobody'),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test('doc 3 §5, §8: the letter return’s and the claim form’s messages, the Letter ID help; Cancel keeps the search', async ({
    page,
  }) => {
    await page.goto(LETTER);
    await button(page, 'Return Signed Letter').click();
    await expect(field(page, /^Member Number/)).toHaveAccessibleDescription(
      'Member Number is required.',
    );
    await expect(field(page, /^Letter ID/)).toHaveAccessibleDescription('Letter ID is required.');
    await field(page, /^Member Number/).fill('8000-01');
    await field(page, /^Letter ID/).fill('CC 2025');
    await button(page, 'Return Signed Letter').click();
    await expect(field(page, /^Member Number/)).toHaveAccessibleDescription('Invalid format.');
    await expect(field(page, /^Letter ID/)).toHaveAccessibleDescription('Invalid format.');
    await button(page, 'Help with Letter ID').click();
    await expect(page.getByRole('dialog', { name: 'Letter ID' })).toContainText(HELP);
    await page.keyboard.press('Escape');
    await expect(button(page, 'Help with Letter ID')).toBeFocused();

    await page.goto(UNCLAIMED);
    await searchJensen(page);
    await claimHarold(page).click();
    await button(page, 'Submit Claim').click();
    for (const message of [
      'Phone number is required.',
      'Contact preference is required.',
      'Address 1 is required.',
      'City is required.',
      'State is required.',
    ]) {
      await expect(main(page).getByText(message).first()).toBeVisible();
    }
    await main(page)
      .getByLabel(/^Last 4 Digits of SSN/)
      .fill('12');
    await field(page, /^Phone/).fill('98745');
    await field(page, /^Zip/).fill('00000');
    await main(page)
      .getByRole('button', { name: /Contact Preference$/ })
      .click();
    await page.getByRole('option', { name: 'Email' }).click();
    await button(page, 'Submit Claim').click();
    for (const message of [
      'SSN must be 4 numeric digits',
      'Invalid phone format. (Ex: (987) 456-1230)',
      'Zip code must be a 5 or 9 digit number. (Ex: *****-4321)',
      'Email address is required.',
    ]) {
      await expect(main(page).getByText(message).first()).toBeVisible();
    }
    await field(page, /^Email/).fill('harold@');
    await button(page, 'Submit Claim').click();
    await expect(main(page).getByText('Invalid e-mail address.').first()).toBeVisible();

    await button(page, 'Cancel').click();
    await expect(results(page).getByRole('rowheader')).toHaveCount(3);
    await expect(field(page, /^Last Name/)).toHaveValue('jensen');
  });
});

test('zero axe violations on both pages in both themes at 1280 px and 320 px (the results and the claim form included)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(LETTER);
  await expectAccessibleAtEveryWidth(page, button(page, 'Return Signed Letter'));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(UNCLAIMED);
  await searchJensen(page);
  await expectAccessibleAtEveryWidth(page, results(page));
  await claimHarold(page).click();
  await expectAccessibleAtEveryWidth(page, button(page, 'Submit Claim'));
});
