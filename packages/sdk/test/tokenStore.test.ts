import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokenStore } from '../src';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session token store', () => {
  it('keeps the token in session storage under "token"', () => {
    const entries = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => entries.set(key, value),
      removeItem: (key: string) => entries.delete(key),
    });
    const store = createSessionTokenStore();

    store.set('abc');
    expect(entries.get('token')).toBe('abc');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(entries.has('token')).toBe(false);
    expect(store.get()).toBeNull();
  });

  it('falls back to memory where there is no session storage (Node)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    const store = createSessionTokenStore();
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(store.get()).toBe('abc');
  });
});
