import { expect, testWithPopups as test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { fund } from './memberApi';
import { agentLogIn } from './agentSession';
import {
  accept,
  createAgent,
  offer,
  playRounds,
  platformOffer,
  settleContracts,
} from './agentContractsApi';

// Agent contracts (issue 13): the contract dialog, an upline's offer, settlement as income, the auto-end rule.

test.describe('agent contracts', () => {
  test('a top agent answers the platform’s requests in the contract dialog', async ({
    page,
    request,
  }) => {
    // The platform's offers, as seeded for demo_agent (whose requests stay unanswered for the other journeys).
    const agent = await createAgent(request);
    await platformOffer(request, agent, 'dividend', 3_000);
    await platformOffer(request, agent, 'daily_salary', 50);
    await agentLogIn(page, agent.username, agent.password);
    const dialog = page.getByRole('dialog', { name: 'Contract requests' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('the platform offers you a Dividend contract')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Accept the Dividend request' }).click();
    await dialog.getByRole('button', { name: 'Reject the Daily salary request' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/agentHome/agentDividendRecordCopy2');
    await expect(page.getByRole('heading', { name: 'Dividend contract in force' })).toBeVisible();
    await expect(page.getByText('30.00%')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Dividend settlement records' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/agentHome/agentDailyWages2');
    await expect(page.getByText('No contract in force')).toBeVisible();
  });

  test('an upline offers a real-time salary; the sub-agent signs, the team plays, a settled period is income', async ({
    page,
    browser,
    request,
  }) => {
    // Two agents logged in, an offer signed, rounds played and settled, two pages read: a long journey.
    test.slow();
    const upline = await createAgent(request);
    const subAgent = await createAgent(request, upline);
    await fund(request, upline, 10_000); // the upline pays its sub-agent's salary

    await agentLogIn(page, upline.username, upline.password);
    await page.goto('/agentHome/agentContracts');
    const form = page.getByRole('region', { name: 'Offer a contract to a direct sub-agent' });
    await form.getByRole('textbox', { name: 'Sub-agent account' }).fill(subAgent.username);
    await form.getByRole('textbox', { name: 'Rate (%)' }).fill('10');
    await form.getByRole('button', { name: 'Send the offer' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Offer sent; it awaits the sub-agent’s answer.',
    );
    const offers = page.getByRole('table', { name: 'Contracts offered to my sub-agents' });
    await expect(offers.getByRole('row', { name: new RegExp(subAgent.username) })).toContainText(
      'Awaiting answer',
    );
    await expectNoAxeViolations(page);

    const subPage = await browser.newPage();
    await agentLogIn(subPage, subAgent.username, subAgent.password);
    const dialog = subPage.getByRole('dialog', { name: 'Contract requests' });
    await expect(
      dialog.getByText(`${upline.username} offers you a Real-time salary contract`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept the Real-time salary request' }).click();
    await expect(dialog.getByText('Sign the agreement to accept the contract')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I sign the real-time salary agreement' }).check();
    await dialog.getByRole('button', { name: 'Accept the Real-time salary request' }).click();
    await expect(dialog).toBeHidden();

    await playRounds(request, subAgent, 3, 500); // team valid bet 15.00: 10% is 1.50
    const run = await settleContracts(request, 10);
    expect(run.amount).toBeGreaterThanOrEqual(150);

    await subPage.goto('/agentHome/agentRevenueReport');
    await expect(
      subPage.getByRole('table', { name: 'Income per day and contract' }).getByRole('row').last(),
    ).toContainText('1.50');
    await expectNoAxeViolations(subPage);
    await subPage.goto('/agentHome/agentRealtimeSalary');
    await expect(
      subPage.getByRole('heading', { name: 'Real-time salary contract in force' }),
    ).toBeVisible();
    await expect(
      subPage.getByRole('table', { name: 'Real-time salary settlement records' }),
    ).toContainText('Paid');
    await expectNoAxeViolations(subPage);
    await subPage.close();
  });

  test('accepting a lower rate ends the higher contract the agent gave its sub-agent', async ({
    page,
    request,
  }) => {
    const top = await createAgent(request);
    const agent = await createAgent(request, top);
    const subAgent = await createAgent(request, agent);
    await offer(request, agent, subAgent, 'daily_salary', 300);
    await accept(request, subAgent, 'MCS2_processDailySalContract');
    await offer(request, top, agent, 'daily_salary', 200);

    // The agent closes the dialog for later, and answers on the daily wages page instead.
    await agentLogIn(page, agent.username, agent.password);
    const dialog = page.getByRole('dialog', { name: 'Contract requests' });
    await expect(dialog.getByText('2.00%')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.goto('/agentHome/agentDailyWages2');
    const waiting = page.getByRole('region', { name: 'A request awaits your answer' });
    await expect(waiting).toContainText(`${top.username} offers you a Daily salary contract`);
    await expectNoAxeViolations(page);
    await waiting.getByRole('button', { name: 'Accept the Daily salary request' }).click();
    await expect(waiting).toBeHidden();
    await expect(
      page.getByRole('heading', { name: 'Daily salary contract in force' }),
    ).toBeVisible();

    await page.goto('/agentHome/agentContracts');
    const offers = page.getByRole('table', { name: 'Contracts offered to my sub-agents' });
    await expect(offers.getByRole('row', { name: new RegExp(subAgent.username) })).toContainText(
      'Ended',
    );
    await expectNoAxeViolations(page);
    // Both parties get a platform message about the ended contract.
    for (const who of [agent, subAgent]) {
      const inbox = await request.get('/wps/messages', {
        headers: { 'X-Merchant-Code': 'BR', Authorization: `Bearer ${who.token}` },
      });
      expect(JSON.stringify(await inbox.json())).toContain(
        `The daily salary contract of ${subAgent.username} at 3.00% has ended`,
      );
    }
  });
});
