// Remember password (spec §4, §9): the last username, password and SMS phone in cookies for one day
// when ticked, cleared when not. The spec asks for the password itself; the cookie is first-party,
// SameSite=Strict and Secure on https, and never sent to another site.

const ONE_DAY_SECONDS = 24 * 60 * 60;
const keys = { username: 'rememberUsername', password: 'rememberPassword', mobileNum: 'rememberMobileNum' } as const;

export interface RememberedLogin {
  username: string;
  password: string;
  mobileNum: string;
}

function readCookie(name: string): string {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return '';
}

function writeCookie(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Strict${secure}`;
}

export const rememberedLogin = (): RememberedLogin => ({
  username: readCookie(keys.username),
  password: readCookie(keys.password),
  mobileNum: readCookie(keys.mobileNum),
});

export const isRemembered = (): boolean => readCookie(keys.username) !== '' || readCookie(keys.mobileNum) !== '';

/** Keeps what was filled in for a day (`remember`), or forgets everything. Empty fields keep what was there. */
export function rememberLogin(remember: boolean, login: Partial<RememberedLogin>): void {
  for (const [field, cookie] of Object.entries(keys) as [keyof RememberedLogin, string][]) {
    if (!remember) writeCookie(cookie, '', 0);
    else if (login[field]) writeCookie(cookie, login[field], ONE_DAY_SECONDS);
  }
}
