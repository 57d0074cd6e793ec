import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleAtEveryWidth } from './support/axe';
import { pressUntil } from './support/keyboard';

// Application for Service end to end (doc 1 §2.3; the form is ours): the built portal on the demo
// backend, as a guest. These tests choose their own viewports, so they run once, in the desktop
// project.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium', 'these tests set their own viewports');
});

const CHOICE = '/service-type/select-service-type';
const APPLICATION = '/service-type/application-for-service';
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string | RegExp) => main(page).getByRole('textbox', { name });

/** Presses `key` until `target` has the focus. */

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await pressUntil(page, 'Tab', target);
  await page.keyboard.type(text);
}

/** Seven days from today as the date field's digits (MMDDYYYY). */
function inAWeek(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getMonth() + 1)}${two(day.getDate())}${day.getFullYear()}`;
}

test.describe('doc 1 §2.3 Application for Service', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a guest applies from the home tile with the keyboard only: the type, the form, the confirmation number', async ({
    page,
  }) => {
    await page.goto('/home');
    const tile = main(page).getByRole('link', { name: 'Open New Service' });
    await pressUntil(page, 'Tab', tile);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${CHOICE}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'New Service' })).toBeVisible();

    // The radio group is one tab stop; the arrow keys move the choice.
    const group = main(page).getByRole('radiogroup', { name: 'Account type' });
    await pressUntil(page, 'Tab', group.getByRole('radio', { name: 'Residential' }));
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: 'Farm' })).toBeChecked();
    await pressUntil(
      page,
      'Tab',
      main(page).getByRole('button', { name: 'Continue to the application' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${APPLICATION}\\?accountType=FARM$`));
    await expect(main(page).getByText('Applying for: Farm service')).toBeVisible();

    await typeInto(page, field(page, 'First name'), 'Ada');
    await typeInto(page, field(page, 'Last name'), 'Lovelace');
    await typeInto(page, field(page, /^Phone number/), '7855550142');
    await expect(field(page, /^Phone number/)).toHaveValue('(785) 555-0142');
    await typeInto(page, field(page, 'Email address'), 'ada@example.com');
    await typeInto(page, field(page, 'Address 1'), 'RR 2 Box 17');
    await typeInto(page, field(page, 'City'), 'Millbrook');
    await pressUntil(page, 'Tab', main(page).getByRole('button', { name: /State$/ }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('Kansas');
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('button', { name: /State$/ })).toContainText('Kansas');
    await typeInto(page, field(page, 'Zip code'), '66010');
    const date = main(page).getByRole('group', { name: 'Requested start date' });
    await pressUntil(page, 'Tab', date.getByRole('spinbutton').first());
    await page.keyboard.type(inAWeek());
    await typeInto(page, main(page).getByRole('textbox', { name: 'Comments' }), 'Gate code 1234.');
    await pressUntil(page, 'Tab', main(page).getByRole('checkbox', { name: /^I confirm that/ }));
    await page.keyboard.press('Space');
    await pressUntil(page, 'Tab', main(page).getByRole('button', { name: 'Submit application' }));
    await page.keyboard.press('Enter');

    await expect(main(page).getByText(/^Your confirmation number is AFS-\d+\.$/)).toBeVisible();
    await expect(main(page).getByText(/^What happens next:/)).toBeVisible();
    await expect(field(page, 'First name')).toHaveCount(0);
  });

  test('the form’s messages, then a zip outside the territory refused with the answers kept', async ({
    page,
  }) => {
    await page.goto(`${APPLICATION}?accountType=RES`);
    await main(page).getByRole('button', { name: 'Submit application' }).click();
    await expect(field(page, 'First name')).toBeFocused();
    for (const message of [
      'Please enter first name.',
      'Please enter last name.',
      'Phone number is required.',
      'Email address is required.',
      'Address 1 is required.',
      'City is required.',
      'State is required.',
      'Zip code is required.',
      'Please choose a start date.',
      'Please select the checkbox to continue.',
    ]) {
      await expect(main(page).getByText(message).first()).toBeVisible();
    }

    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, /^Phone number/).fill('0855550142');
    await field(page, 'Email address').fill('ada@example');
    await field(page, 'Zip code').fill('00000');
    await main(page).getByRole('button', { name: 'Submit application' }).click();
    await expect(
      main(page).getByText('Invalid phone format. (Ex: (987) 456-1230)').first(),
    ).toBeVisible();
    await expect(main(page).getByText('Invalid e-mail address.').first()).toBeVisible();
    await expect(
      main(page).getByText('Zip code must be a 5 or 9 digit number(Ex: 98745-4321).').first(),
    ).toBeVisible();

    await field(page, /^Phone number/).fill('7855550142');
    await field(page, 'Email address').fill('ada@example.com');
    await field(page, 'Address 1').fill('1 Ocean Ave');
    await field(page, 'City').fill('Beverly Hills');
    await main(page)
      .getByRole('button', { name: /State$/ })
      .click();
    await page.getByRole('option', { name: 'California' }).click();
    await field(page, 'Zip code').fill('90210');
    await main(page)
      .getByRole('group', { name: 'Requested start date' })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(inAWeek());
    await main(page)
      .getByText(/^I confirm that/)
      .click();
    await main(page).getByRole('button', { name: 'Submit application' }).click();
    await expect(
      main(page).getByText(
        'Zip code 90210 is outside our service territory. Please check the service address or call us to ask about service there.',
      ),
    ).toBeVisible();
    await expect(field(page, 'First name')).toHaveValue('Ada');
    await expect(field(page, 'Zip code')).toHaveValue('90210');
    await expect(field(page, 'City')).toHaveValue('Beverly Hills');
  });
});

test('zero axe violations on both pages in both themes at 1280 px and 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(CHOICE);
  await expectAccessibleAtEveryWidth(
    page,
    main(page).getByRole('radiogroup', { name: 'Account type' }),
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APPLICATION}?accountType=COM`);
  await main(page).getByRole('button', { name: 'Submit application' }).click();
  await expectAccessibleAtEveryWidth(
    page,
    main(page).getByText('Please enter business name.').first(),
  );
});
