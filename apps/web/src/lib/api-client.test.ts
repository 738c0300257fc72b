import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost } from './api-client';
import { failureMessage } from './api-errors';
import { changeLocale } from './i18n';
import { saveToken } from './session/token-store';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });

describe('apiPost', () => {
  it('posts JSON to /api/ and returns the answer', async () => {
    const fetchMock = stubFetch(json({ ok: 1 }, 200));
    await expect(apiPost('enquiry', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/enquiry', expect.objectContaining({ method: 'POST', body: '{"a":1}' }));
  });

  it("throws ApiError with the server's status, code, message, values and field errors", async () => {
    stubFetch(
      json({ success: false, code: 'invalid_input', message: 'Name is required', errors: { name: 'Name is required' } }, 400),
    );
    const error = await apiPost('enquiry', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Name is required',
      errors: { name: 'Name is required' },
    });
  });

  it('keeps status and no code when the answer is not JSON, and status 0 for a network failure', async () => {
    stubFetch(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiPost('x', {})).rejects.toMatchObject({ status: 502, code: undefined });
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiPost('x', {})).rejects.toMatchObject({ status: 0 });
  });
});

describe('apiGet', () => {
  it("GETs with the session token and the screen's language, and no body", async () => {
    saveToken('abc', false);
    await changeLocale('ta');
    const fetchMock = stubFetch(json([{ id: 1 }], 200));
    await expect(apiGet('getSentInterests/7')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/getSentInterests/7', {
      method: 'GET',
      headers: { accept: 'application/json', 'accept-language': 'ta', authorization: 'Bearer abc' },
    });
  });
});

describe('failureMessage', () => {
  const refused = (code: string | undefined, message: string, params?: Record<string, string | number>) =>
    new ApiError(409, message, code, params);

  it("shows our own text for a code it knows, in the screen's language, with the code's values", async () => {
    expect(failureMessage(refused('interest_already_sent', 'ignored'), 'search.tryAgain')).toBe('Interest already sent');
    await changeLocale('ta');
    expect(failureMessage(refused('interest_already_sent', 'ignored'), 'search.tryAgain')).toBe('விருப்பம் ஏற்கெனவே அனுப்பப்பட்டது');
    expect(failureMessage(refused('file_too_large', 'x', { fileName: 'a.jpg' }), 'search.tryAgain')).toBe(
      'கோப்பின் அளவு 10 MB-க்குக் குறைவாக இருக்க வேண்டும். a.jpg மிகப் பெரியது.',
    );
  });

  it("falls back to the server's message for a code it does not know, then to the fallback", () => {
    expect(failureMessage(refused('a_code_from_the_future', 'Server says why'), 'search.tryAgain')).toBe('Server says why');
    expect(failureMessage(refused(undefined, ''), 'search.tryAgain')).toBe('Please try again!');
  });

  it('says the network failed when no answer came', () => {
    expect(failureMessage(new ApiError(0, 'Failed to fetch'), 'search.tryAgain', 'generic.offline')).toBe(
      'You seem to be offline. Please check your connection and try again.',
    );
  });
});
