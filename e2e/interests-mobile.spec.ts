import { createMember, expect, test } from './fixtures';
import { bride, groom, sendInterest } from './interest-helpers';
import { fitsThePhoneInTamil, loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

test.use({ locale: 'ta-IN' });

test('in Tamil at 375 px the interests, the privacy switches and the settings fit the phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  // Long names, as families write them, on both kinds of card.
  const member = await bride(request, 'Meenakshi Sundaresan', 'Naya Bazar');
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  grantPlan(member.id, 'Gold');
  const suitor = await groom(request, 'Balasubramanian Venkataraman', 'Silver');
  const other = await groom(request, 'Thirunavukkarasu Ponnusamy');
  await sendInterest(request, suitor, member);
  await sendInterest(request, member, other);
  const names = [member.name, suitor.name, other.name, 'Madurai', 'Tamil Nadu', 'Sikkim', 'Naya Bazar'];

  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');
  await page.goto('/userinterests');
  const incoming = page.getByRole('tab', { name: 'வந்த விருப்பங்கள்' });
  await expect(incoming).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: suitor.name }).getByRole('button', { name: 'ஏற்க' })).toBeVisible();
  await fitsThePhoneInTamil(page, 'incoming interests', names);

  await page.getByRole('tab', { name: 'அனுப்பிய விருப்பங்கள்' }).click();
  const sent = page.getByRole('article', { name: other.name });
  await sent.getByRole('button', { name: 'திரும்பப் பெற' }).click();
  await expect(sent.getByRole('button', { name: 'ஆம், திரும்பப் பெறவும்' })).toBeVisible();
  await fitsThePhoneInTamil(page, 'sent interests, withdrawing', names);

  await page.goto('/premiumuserbenefits');
  // The plans' three, and the street address's, free for everyone.
  await expect(page.getByRole('switch')).toHaveCount(4);
  await fitsThePhoneInTamil(page, '/premiumuserbenefits', names);

  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'கடவுச்சொல் மாற்றம்' });
  await form.getByRole('button', { name: 'கடவுச்சொல்லை மாற்ற' }).click();
  await expect(form.getByText('உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்.')).toBeVisible();
  await fitsThePhoneInTamil(page, '/settings', names);
});

test('in Tamil at 375 px a member without a plan reads the blurred interests and the locked switches', async ({
  page,
  request,
}) => {
  const member = await bride(request, 'Kavitha Ramalingam', 'Naya Bazar');
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  const sender = await createMember(request);
  await sendInterest(request, sender, member);
  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');

  await page.goto('/userinterests');
  await expect(page.getByText('விருப்பங்களைப் பார்க்கவும் பதிலளிக்கவும், கட்டண உறுப்பினராக மாற வேண்டும்.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'மேம்படுத்தவும்' })).toBeInViewport();
  await fitsThePhoneInTamil(page, 'the blurred interests', [member.name]);

  await page.goto('/premiumuserbenefits');
  await expect(page.getByText('இந்த வசதி கட்டண உறுப்பினர்களுக்கு மட்டுமே.')).toBeVisible();
  await fitsThePhoneInTamil(page, 'the locked switches', [member.name]);
});
