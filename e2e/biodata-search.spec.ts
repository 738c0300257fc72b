import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { allProfilesIn, MATCHES_BRIDE_DOB, seedAbroadGroom, seedBrides } from './biodata-search-helpers';

// Search by diet and residence, and Matches weighing the biodata preferences (docs/design.md, "The Tamil biodata").

const results = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('article');
/** The names on the cards, youngest first (each check waits for the new results). */
const headings = (page: Page) => results(page).getByRole('heading');

test('diets and the country of residence narrow All profiles; cards show the diet and a country abroad', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const city = 'Along';
  const [a, b, c, d] = await seedBrides(request, city, [
    { lifestyle: { diet: 'Vegetarian' } },
    { lifestyle: { diet: 'Non-vegetarian', residence_country: 'Singapore' } },
    { lifestyle: { diet: 'Eggetarian', residence_country: 'Canada' } },
    { lifestyle: {} },
  ]);
  await page.goto(allProfilesIn(city));
  await expect(page.getByText('Showing 4 profiles')).toBeVisible();
  const panel = page.getByRole('form', { name: 'Profile filters' });

  // Two diets: any of them.
  const diets = panel.getByRole('group', { name: 'Diet' });
  await diets.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
  await diets.getByRole('checkbox', { name: 'Eggetarian' }).check();
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Showing 2 profiles')).toBeVisible();
  await expect(headings(page)).toHaveText([c!.name, a!.name]);
  await expect(page).toHaveURL(/diet=Vegetarian&diet=Eggetarian$/);
  const abroad = results(page).filter({ hasText: c!.name });
  await expect(abroad.getByRole('definition')).toContainText(['Eggetarian', 'Canada']);
  await expect(abroad.getByRole('term')).toContainText(['Diet', 'Lives in']);
  // Living in India: the diet, and no country.
  const home = results(page).filter({ hasText: a!.name });
  await expect(home.getByRole('term')).not.toContainText(['Lives in']);
  await expect(home.getByText('Vegetarian', { exact: true })).toBeVisible();

  // Abroad: any country but India (an unsaid country is India).
  await panel.getByLabel('Lives in').selectOption('Abroad');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(headings(page)).toHaveText([c!.name]);

  // One country, any diet; then India, where the bride who has not said lives.
  await diets.getByRole('checkbox', { name: 'Vegetarian', exact: true }).uncheck();
  await diets.getByRole('checkbox', { name: 'Eggetarian' }).uncheck();
  await panel.getByLabel('Lives in').selectOption('Singapore');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/residence_country=Singapore$/);
  await expect(headings(page)).toHaveText([b!.name]);
  await panel.getByLabel('Lives in').selectOption('India');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/residence_country=India$/);
  await expect(headings(page)).toHaveText([d!.name, a!.name]);

  // A reload keeps the filters in the panel.
  await page.reload();
  await expect(panel.getByLabel('Lives in')).toHaveValue('India');
});

test('Matches count the biodata preferences and give their reasons', async ({ page, request }) => {
  test.setTimeout(60_000);
  const city = 'Basar';
  const [traditional, liberal, nonVeg] = await seedBrides(
    request,
    city,
    [
      { lifestyle: { diet: 'Eggetarian', smoking: 'No', residence_country: 'Canada' }, family: { family_values: 'Traditional' } },
      { lifestyle: { diet: 'Vegetarian', residence_country: 'Malaysia' }, family: { family_values: 'Liberal' } },
      { lifestyle: { diet: 'Non-vegetarian', smoking: 'No', residence_country: 'Canada' } },
    ],
    { dob: MATCHES_BRIDE_DOB },
  );
  const groom = await seedAbroadGroom(request);
  await login(page, groom);
  await page.goto('/matches');
  const list = page.getByRole('region', { name: 'Matches' });
  const card = list.getByRole('article', { name: traditional!.name });
  await expect(card.getByText('Meets 5 of 5 of your preferences')).toBeVisible();
  // A diet he does not accept keeps a bride out of his Matches.
  await expect(list.getByRole('article', { name: nonVeg!.name })).toHaveCount(0);

  const other = list.getByRole('article', { name: liberal!.name });
  await expect(other.getByText('Meets 3 of 5 of your preferences')).toBeVisible();
  await other.getByRole('button', { name: 'Why?' }).click();
  await expect(other.getByRole('list', { name: `Your preferences and ${liberal!.name}` }).getByRole('listitem')).toHaveText([
    'Age: met',
    'Diet: met',
    'No smoking: not met',
    'Family values: not met',
    'Where they live: met',
  ]);
  await expect(other.getByRole('term')).toContainText(['Diet', 'Lives in']);
  await expect(other.getByText('Malaysia')).toBeVisible();
});
