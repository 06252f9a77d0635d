import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { registerMember } from './memberApi';
import { logIn } from './session';

test.describe('help centre', () => {
  test('/help lists articles in the reader’s language; /help#term opens the terms, #privacy the privacy policy', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    await page.getByText('How do I withdraw?').click();
    await expect(page.getByText(/bind a withdrawal account in your own name/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/help#term');
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(terms).toContainText('18 or older');
    await expectNoAxeViolations(page);
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();
    await expect(page).toHaveURL(/\/help$/);

    await page.getByRole('button', { name: 'Privacy policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(privacy).toContainText('We do not sell them');
    await expect(page).toHaveURL(/\/help#privacy$/);
    await privacy.getByRole('button', { name: 'Close' }).click();
    await expect(privacy).toBeHidden();

    await page.goto('/helpmc');
    await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  });

  test('feedback: content is required and 140 characters at most, then it is sent', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('button', { name: 'Feedback and complaints' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback and complaints' });
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Input cannot be empty')).toBeVisible();
    const content = dialog.getByRole('textbox', { name: 'Description' });
    await content.fill('x'.repeat(141));
    await expect(dialog.getByText('141 / 140')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('The description can be at most 140 characters')).toBeVisible();
    await expect(content).toHaveValue('x'.repeat(141));

    await dialog.getByRole('combobox', { name: 'Question type' }).click();
    await page.getByRole('option', { name: 'Withdrawal' }).click();
    await content.fill('My withdrawal shows as paid but has not arrived.');
    await dialog.getByRole('textbox', { name: 'Contact (optional)' }).fill('player@example.com');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you! Your feedback has been sent.');
  });

  test('live chat: a visitor is asked to log in; a member gets an answer from the support agent', async ({ page, request }) => {
    // Registers, logs in through the popup, opens a chat and sends seven messages: a long journey on a busy machine.
    test.slow();
    await page.goto('/help');
    await page.getByRole('button', { name: 'Live chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Live chat' });
    await expect(dialog).toContainText('Log in to chat with customer service.');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    // The login popup is an island of its own: wait for it rather than reach for the header's button.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    const member = await registerMember(request);
    await logIn(page, member);

    await page.goto('/help?contact=chat');
    await dialog.getByRole('button', { name: 'Deposits and withdrawals' }).click();
    const log = dialog.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('How can I help you today?');
    await dialog.getByRole('textbox', { name: 'Your message' }).fill('Where is my deposit?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(log).toContainText('Where is my deposit?');
    await expect(log).toContainText('Deposits arrive within a minute');
    await expectNoAxeViolations(page);

    // At most 5 messages a window (CHAT_RATE_LIMIT; e2e's window is a minute): the first above and four more
    // pass, the sixth and seventh are refused with a reason.
    for (let i = 2; i <= 7; i += 1) {
      await dialog.getByRole('textbox', { name: 'Your message' }).fill(`Message ${i}`);
      await dialog.getByRole('button', { name: 'Send' }).click();
    }
    await expect(dialog.getByRole('alert')).toHaveText('You are sending messages too fast. Wait a few seconds and try again.');
    await expect(log).toContainText('Message 5');
    await expect(log).not.toContainText('Message 7');
    await expectNoAxeViolations(page);
  });

  test('app download: iOS, Android and lite guides with QR codes drawn locally', async ({ page }) => {
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    for (const name of ['Scan to open the iOS install guide on your iPhone', 'Scan to download the Android app (APK) on your phone', 'Scan to open the lite version on your phone'])
      await expect(page.getByRole('img', { name })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
