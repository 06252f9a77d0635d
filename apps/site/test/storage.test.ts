import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionKeepingMerchant, storageValue } from '@/shared/storage';
import { merchantCode } from '@/shared/merchant';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('logout storage', () => {
  it('clears session storage but keeps the merchant keys', () => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('nickname', 'Ana');
    sessionStorage.setItem('merchant', '{"code":"MX"}');
    sessionStorage.setItem('merchantCode', 'MX');
    clearSessionKeepingMerchant();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('nickname')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('{"code":"MX"}');
    expect(sessionStorage.getItem('merchantCode')).toBe('MX');
  });
});

describe('merchant', () => {
  it('is Brazil by default and mirrored into session storage', () => {
    expect(merchantCode()).toBe('BR');
    expect(sessionStorage.getItem('merchantCode')).toBe('BR');
  });

  it('follows the merchant kept in local storage', () => {
    localStorage.setItem('merchant', 'BD');
    expect(merchantCode()).toBe('BD');
  });
});

describe('storageValue', () => {
  it('notifies subscribers on set and clear', () => {
    const token = storageValue(() => sessionStorage, 'token');
    const listener = vi.fn();
    const unsubscribe = token.subscribe(listener);
    token.set('t1');
    expect(token.get()).toBe('t1');
    token.clear();
    expect(token.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    token.set('t2');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
