import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { notify } from '../lib/notify';
import { clearSession } from '../lib/session/token-store';
import { signedInClient, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { ProfileCreatedBy } from './profile-created-by';
import { ShortlistHeart } from './shortlist-heart';

vi.mock('../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** shortlist/ids answers the saved ids; shortlist and unshortlist change them, or fail with `failWith`. */
function stubServer(saved: number[], failWith?: { status: number; code: string }) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/shortlist/ids') return Response.json({ success: true, data: saved });
    await gate;
    if (failWith) return Response.json({ success: false, code: failWith.code, message: 'x' }, { status: failWith.status });
    const { user_id } = JSON.parse(String(init!.body)) as { user_id: number };
    saved = url === '/api/shortlist' ? [user_id, ...saved] : saved.filter((id) => id !== user_id);
    return Response.json({ success: true, message: 'ok' }, { status: url === '/api/shortlist' ? 201 : 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

function Hearts({ ids }: { ids: number[] }) {
  return (
    <>
      {ids.map((id) => (
        <section key={id} aria-label={`card ${id}`}>
          <ShortlistHeart userId={id} />
        </section>
      ))}
    </>
  );
}

const heart = (id: number) => screen.getByRole('region', { name: `card ${id}` }).querySelector('button');

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe('the shortlist heart', () => {
  it('marks shortlisted profiles, and adds at once (before the server answers)', async () => {
    const { fetch, release } = stubServer([41]);
    renderWithQueries(<Hearts ids={[41, 42]} />, signedInClient(testMember()));
    await waitFor(() => expect(heart(41)?.getAttribute('aria-label')).toBe('Remove from shortlist'));
    expect(heart(42)!.getAttribute('aria-label')).toBe('Add to shortlist');
    // One read of the ids for every heart on the screen.
    expect(fetch.mock.calls.filter(([url]) => url === '/api/shortlist/ids')).toHaveLength(1);

    await userEvent.click(heart(42)!);
    expect(heart(42)!.getAttribute('aria-label')).toBe('Remove from shortlist');
    expect(heart(42)!.dataset.shortlisted).toBe('true');
    release();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Added to your shortlist'));
    const add = fetch.mock.calls.find(([url]) => url === '/api/shortlist')!;
    expect(JSON.parse(String(add[1]!.body))).toEqual({ user_id: 42 });

    await userEvent.click(heart(41)!);
    await waitFor(() => expect(heart(41)!.getAttribute('aria-label')).toBe('Add to shortlist'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Removed from your shortlist'));
    expect(fetch.mock.calls.some(([url]) => url === '/api/unshortlist')).toBe(true);
  });

  it('puts the heart back and says why when the server refuses', async () => {
    const { release } = stubServer([], { status: 404, code: 'shortlist_unavailable' });
    renderWithQueries(<Hearts ids={[43]} />, signedInClient(testMember()));
    await waitFor(() => expect(heart(43)?.getAttribute('aria-label')).toBe('Add to shortlist'));
    await userEvent.click(heart(43)!);
    expect(heart(43)!.getAttribute('aria-label')).toBe('Remove from shortlist');
    release();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This profile is not available. It may have been hidden or removed.',
        'shortlist-43',
      ),
    );
    await waitFor(() => expect(heart(43)!.getAttribute('aria-label')).toBe('Add to shortlist'));
  });

  it('is not offered to visitors, unverified members or on one’s own profile', async () => {
    const { fetch } = stubServer([]);
    const { unmount } = renderWithQueries(<Hearts ids={[44]} />);
    expect(heart(44)).toBeNull();
    unmount();
    renderWithQueries(<Hearts ids={[45, 7]} />, signedInClient(testMember({ is_verified: 0 })));
    expect(heart(45)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks Tamil', async () => {
    stubServer([46]);
    await changeLocale('ta');
    renderWithQueries(<Hearts ids={[46, 47, 7]} />, signedInClient(testMember()));
    await waitFor(() => expect(heart(46)?.getAttribute('aria-label')).toBe('தேர்வுப் பட்டியலிலிருந்து நீக்க'));
    expect(heart(47)!.getAttribute('aria-label')).toBe('தேர்வுப் பட்டியலில் சேர்க்க');
    // Not on one's own profile (the test member is 7).
    expect(heart(7)).toBeNull();
  });
});

describe("'Profile created by'", () => {
  it('shows who created the profile in the reader’s language, and nothing when not said', async () => {
    const { rerender } = renderWithQueries(<ProfileCreatedBy value="Parent" />);
    expect(screen.getByTestId('profile-created-by').textContent).toBe('Profile created by: Parent');
    await changeLocale('ta');
    rerender(<ProfileCreatedBy value="Sibling" />);
    await waitFor(() => expect(screen.getByTestId('profile-created-by').textContent).toBe('சுயவிவரத்தை உருவாக்கியவர்: உடன்பிறந்தவர்'));
    rerender(<ProfileCreatedBy value={null} />);
    expect(screen.queryByTestId('profile-created-by')).toBeNull();
    rerender(<ProfileCreatedBy value="Neighbour" />);
    expect(screen.queryByTestId('profile-created-by')).toBeNull();
  });
});
