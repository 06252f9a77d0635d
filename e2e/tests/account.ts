import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/** Waits for what follows a server call (argon2 hashing, several reads) on a busy shared machine. */
export const afterServer = { timeout: 30_000 };

let sequence = 0;
/** A fresh username that passes every merchant's rule: a letter, then letters and digits, at most 16. */
export const freshUsername = () =>
  `p${Date.now().toString(36)}${(sequence++ % 36).toString(36)}${Math.floor(Math.random() * 100)}`.slice(
    0,
    16,
  );

/** A fresh mobile number of `digits` digits starting with `prefix`. */
export const freshPhone = (prefix: string, digits: number) =>
  `${prefix}${String(Date.now()).slice(-(digits - prefix.length - 2))}${String(sequence++ % 100).padStart(2, '0')}`.slice(
    0,
    digits,
  );

/** The newest code the sandbox sent to a phone number or email (GET /dev/inbox, outside production), of `purpose` when given. */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  purpose?: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/inbox?to=${encodeURIComponent(to)}`);
      const [newest] = (
        (await response.json()) as { messages: { code: string; purpose: string }[] }
      ).messages;
      code =
        newest && (purpose === undefined || newest.purpose === purpose) ? newest.code : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The step after registration where the merchant's jurisdiction profile asks for limits (issue 15). */
export const limitsStep = (page: Page) => page.getByRole('dialog', { name: 'Set your limits' });

/** Answers Brazil's mandatory limits step with a daily deposit limit (`amount` in the merchant's currency). */
export async function setLimitsAtRegistration(page: Page, amount = '1000'): Promise<void> {
  const step = limitsStep(page);
  await step.getByRole('textbox', { name: 'Deposit limit, 24 hours' }).fill(amount);
  await step.getByRole('button', { name: 'Save my limits' }).click();
  await expect(step).toBeHidden(afterServer);
}

/** Browses as a visitor who chose `merchantCode` before (spec §1: kept in local storage). */
/** Switches the site's language in the header's region dialog (`lang`: the page's lang once it has), then closes it. */
export async function switchLanguage(page: Page, option: string, lang: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Region and language' }).click();
  const region = page.getByRole('dialog');
  await region.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.keyboard.press('Escape');
  await expect(region).toBeHidden();
}

export async function useMerchant(page: Page, merchantCode: string): Promise<void> {
  await page.addInitScript((code) => {
    if (!localStorage.getItem('merchant')) localStorage.setItem('merchant', code);
  }, merchantCode);
}

/** Every request body the page sends to the `enc` calls (spec §7), to prove no password leaves in clear. */
export function watchEncCalls(page: Page): Request[] {
  const seen: Request[] = [];
  const enc =
    /\/wps\/(session\/login|member\/register(\/mobile)?|member\/password(\/email\/verification|\/verification)?)$/;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && enc.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** Each watched body is `{ enc: <compact JWE> }` and none contains the secret. */
export function expectEncrypted(requests: Request[], secret: string): void {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const body = request.postData() ?? '';
    expect(body).not.toContain(secret);
    expect(Object.keys(JSON.parse(body) as object)).toEqual(['enc']);
    // A compact JWE has five base64url parts.
    expect((JSON.parse(body) as { enc: string }).enc.split('.')).toHaveLength(5);
  }
}
