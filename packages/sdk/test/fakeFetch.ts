import { vi } from 'vitest';

/** A fetch that answers every call with `body` as JSON (or raw text) and records the requests. */
export function fakeFetch(status: number, body: unknown, { raw = false } = {}) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(raw ? String(body) : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': raw ? 'text/html' : 'application/json' },
      }),
  );
}

/** The Request the SDK handed to fetch on call `n`. */
export function sentRequest(fetch: ReturnType<typeof fakeFetch>, n = 0): Request {
  const request = fetch.mock.calls[n]?.[0];
  if (!(request instanceof Request)) throw new Error(`fetch call ${n} got no Request`);
  return request;
}

export const ok = (value: unknown) => ({ success: true, value });
export const failure = (code: string, message = code) => ({
  success: false,
  code,
  message,
  value: null,
});

export const baseUrl = 'http://croupier.test';
