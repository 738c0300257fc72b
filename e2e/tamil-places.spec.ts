import { profileDetailsPath } from '@inai/shared';
import { biodataOf, brideWithBiodata, groomViewer } from './biodata-print-helpers';
import { expect, test } from './fixtures';
import { loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';

// Places in Tamil from the data (docs/decisions/0067): a town and its state read in Tamil on a
// Tamil screen although the English names are stored, and a birth place is found by the name a
// family types (கோவை, Trichy). The bride lives in Coimbatore, a town no other member spec uses.

test.describe('places on Tamil screens', () => {
  test.use({ locale: 'ta-IN' });

  test('profile details and the printable biodata name the town and state in Tamil', async ({ page, request }) => {
    const bride = await brideWithBiodata(request, 'Kavitha Kongu', 'Coimbatore', { searchable: false, state: 'Tamil Nadu' });
    const viewer = await groomViewer(request, 'Senthil Kongu', 'Gold');
    await memberCall(request, viewer.token, 'updateUser', { locale: 'ta' });
    await loginInTamil(page, viewer);
    await expect(page).toHaveURL('/edituserprofile');

    await page.goto(profileDetailsPath(bride.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Kavitha Kongu' })).toBeVisible();
    await expect(page.getByText('கோயம்புத்தூர்', { exact: true })).toBeVisible();
    await expect(page.getByText('தமிழ்நாடு', { exact: true })).toBeVisible();
    await expect(page.getByText('Coimbatore')).toHaveCount(0);
    await expect(page.getByText('Tamil Nadu')).toHaveCount(0);

    await page.goto(biodataOf(bride));
    const sheet = page.getByTestId('biodata-sheet');
    await expect(sheet.getByText('கோயம்புத்தூர், தமிழ்நாடு', { exact: true })).toBeVisible();
    await expect(sheet).not.toContainText('Coimbatore');
    await expect(sheet).not.toContainText('Tamil Nadu');
  });

  test('the birth-place search finds a town by the name families type, in Tamil or English', async ({ page }) => {
    await page.goto('/ta/jathagam');
    const place = page.getByRole('searchbox', { name: 'பிறந்த ஊர்' });
    await expect(place).toHaveAccessibleDescription(/தமிழிலோ ஆங்கிலத்திலோ/);
    await place.fill('கோவை');
    await expect(page.getByRole('button', { name: 'கோயம்புத்தூர், தமிழ்நாடு, இந்தியா' })).toBeVisible();
    await place.fill('Trichy');
    await expect(page.getByRole('button', { name: 'திருச்சிராப்பள்ளி, தமிழ்நாடு, இந்தியா' })).toBeVisible();
    await place.fill('தேவகோட்டை');
    await page.getByRole('button', { name: 'தேவகோட்டை, தமிழ்நாடு, இந்தியா' }).click();
    await expect(place).toHaveValue('தேவகோட்டை, தமிழ்நாடு, இந்தியா');
  });
});
