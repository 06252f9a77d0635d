import { expect, type Page } from '@playwright/test';

/** Logs in on the agent login page (spec §2), which lands on the agent centre's default page. */
export async function agentLogIn(page: Page, username: string, password: string) {
  await page.goto('/agent');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
}

export const DEMO_AGENT = { username: 'demo_agent', password: 'Demo1234!' };

/**
 * Logs in as demo_agent and closes its contract dialog for later. The seeded requests are never answered
 * in e2e (agent-contracts answers its own agents' requests), so the dialog always opens and always closes.
 */
export async function demoAgentLogIn(page: Page) {
  await agentLogIn(page, DEMO_AGENT.username, DEMO_AGENT.password);
  const contracts = page.getByRole('dialog', { name: 'Contract requests' });
  await expect(contracts).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contracts).toBeHidden();
}
