import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiPost', () => {
  it('posts JSON to /api/ and returns the answer', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(apiPost('enquiry', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/enquiry', expect.objectContaining({ method: 'POST', body: '{"a":1}' }));
  });

  it("throws ApiError with the server's status, message and field errors", async () => {
    stubFetch(
      new Response(JSON.stringify({ success: false, message: 'Name is required', errors: { name: 'Name is required' } }), {
        status: 400,
      }),
    );
    const error = await apiPost('enquiry', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Name is required', errors: { name: 'Name is required' } });
  });

  it('uses the generic text when the answer is not JSON, and status 0 for a network failure', async () => {
    stubFetch(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiPost('x', {})).rejects.toMatchObject({ status: 502, message: 'Something went wrong, please try again' });
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiPost('x', {})).rejects.toMatchObject({ status: 0 });
  });
});

describe('apiGet', () => {
  it('GETs with the session in the Authorization header and no body', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
    await expect(apiGet('getSentInterests/7', { token: 'abc' })).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/getSentInterests/7', {
      method: 'GET',
      headers: { accept: 'application/json', authorization: 'Bearer abc' },
    });
  });
});
