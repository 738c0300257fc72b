import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, type PublicUser, type UserImage } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import PhotoGalleryPage from './photo-gallery-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const photo = (id: number, avatar = false) =>
  ({
    id,
    file_name: `p${id}.jpg`,
    file_path: `/m/${id}`,
    thumbnail: `/t/${id}`,
    profile_picture: avatar ? 1 : 0,
  }) as unknown as UserImage;

function member(images: UserImage[]): PublicUser {
  return testMember({
    user_images: images,
    user_profile_picture: images.find((i) => i.profile_picture === 1)?.thumbnail ?? null,
    user_details: { gender: 'Female' },
  });
}

function renderPage(user: PublicUser) {
  const client = signedInClient(user);
  renderWithQueries(
    <MemoryRouter>
      <PhotoGalleryPage />
    </MemoryRouter>,
    client,
  );
  return client;
}

beforeEach(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('photo gallery', () => {
  it('disables Upload Photos at the limit and says why', async () => {
    renderPage(member(Array.from({ length: LIMITS.photos }, (_, i) => photo(i + 1, i === 0))));
    const button = screen.getByRole('button', { name: 'Upload Photos' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('You can only upload a total of 6 photos.');
    expect(screen.getByText('You can only upload a total of 6 photos.')).toBeTruthy();
    // The member's own printable biodata.
    expect(screen.getByRole('link', { name: 'Biodata' }).getAttribute('href')).toMatch(/^\/biodata\/[^/]+$/);
    await changeLocale('ta');
    expect(await screen.findByRole('button', { name: 'புகைப்படங்களைப் பதிவேற்ற' })).toHaveProperty('disabled', true);
  });

  it('sets the avatar with our own toast and the server answer as the member', async () => {
    const answer = member([photo(1), photo(2, true)]);
    const fetch = vi.fn(async () => Response.json({ success: true, message: 'server text', user: answer }));
    vi.stubGlobal('fetch', fetch);
    const client = renderPage(member([photo(1, true), photo(2)]));
    const second = screen.getAllByTestId('photo')[1]!;
    await userEvent.click(within(second).getByRole('button', { name: 'Set Avatar' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile picture updated'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/makeProfilePicture');
    expect(JSON.parse(String(init.body))).toEqual({ user_id: 7, image_id: 2 });
    expect(client.getQueryData(queryKeys.me())).toEqual(answer);
  });

  it('refuses too many files and a file over the size limit before sending', async () => {
    renderPage(member([photo(1, true), photo(2)]));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Photos' }));
    const input = screen.getByLabelText('Choose images', { selector: 'input' });
    const files = (n: number, size = 10) =>
      Array.from({ length: n }, (_, i) => new File([new Uint8Array(size)], `f${i}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(input, { target: { files: files(5) } });
    expect(notify.error).toHaveBeenLastCalledWith('You can only upload a total of 6 photos.');
    const big = new File([new Uint8Array(LIMITS.maxFileBytes + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(notify.error).toHaveBeenLastCalledWith('File size must be less than 10 MB. big.jpg is too large.');
  });
});
