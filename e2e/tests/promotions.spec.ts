import { expect, test, type Page } from './fixtures';
import { afterServer } from './account';
import { expectNoAxeViolations } from './axe';
import { fund, registerMember } from './memberApi';
import { scrollToSee } from './scroll';
import { signedInOn } from './session';

const UUID_HASH = /\/promotions(\?type=[a-z_]+)?#[0-9a-f-]{36}$/;

const filter = (page: Page) => page.getByRole('group', { name: 'Promotion type' });

test.describe('promotions (issue 17)', () => {
  test.describe.configure({ timeout: 120_000 });
  // Wide enough for the top navigation.
  // with motion: the home carousel plays and has its pause button
  test.use({ viewport: { width: 1680, height: 900 }, reducedMotion: 'no-preference' });

  test('a visitor filters the promotions by type; the filter survives reload and back', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'All' }).getByRole('listitem');
    await expect(cards).toHaveCount(16, afterServer);
    await expect(cards.first()).toContainText('First deposit bonus');
    await expect(cards.first()).toContainText('New player');
    await expect(filter(page).getByRole('button')).toHaveCount(15);
    await expectNoAxeViolations(page);

    await filter(page).getByRole('button', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/promotions\?type=slots$/);
    const slots = page.getByRole('list', { name: 'Slots' }).getByRole('listitem');
    await expect(slots).toHaveCount(1);
    await expect(slots.first()).toContainText('Slots weekly race');
    await page.reload();
    await expect(filter(page).getByRole('button', { name: 'Slots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('list', { name: 'Slots' }).getByRole('listitem')).toHaveCount(
      1,
      afterServer,
    );

    await filter(page).getByRole('button', { name: 'Other' }).click();
    await expect(page.getByRole('list', { name: 'Other' }).getByRole('listitem')).toHaveCount(
      2,
      afterServer,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/promotions\?type=slots$/);
    await expect(filter(page).getByRole('button', { name: 'Slots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A card opens its detail; back returns to the filtered list.
    await page.getByRole('link', { name: /Slots weekly race/ }).click();
    await expect(page).toHaveURL(UUID_HASH);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots weekly race' })).toBeVisible(
      afterServer,
    );
    await page.goBack();
    await expect(page.getByRole('list', { name: 'Slots' }).getByRole('listitem')).toHaveCount(
      1,
      afterServer,
    );
  });

  test('the home carousel and the welcome banner open the promotion; a visitor is asked to log in to take part', async ({
    page,
  }) => {
    await page.goto('/');
    // the banner's call to action, described by its headline
    const banner = page.getByRole('region', { name: 'Featured' }).getByRole('link', { name: 'See the offer' });
    await expect(banner).toHaveAccessibleDescription('Welcome bonus: 100% on your first deposit', afterServer);
    // held on the welcome slide, so the press lands where it was meant
    const featured = page.getByRole('region', { name: 'Featured' });
    await featured.getByRole('button', { name: 'Pause slideshow' }).click();
    await featured.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(banner).toBeInViewport();
    await banner.click();
    await expect(page).toHaveURL(UUID_HASH);
    const title = page.getByRole('heading', { level: 1, name: 'First deposit bonus' });
    await expect(title).toBeVisible(afterServer);
    const bannerUrl = page.url();

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Promotions' });
    await scrollToSee(page, carousel);
    await carousel.getByRole('link', { name: 'First deposit bonus' }).click();
    await expect(title).toBeVisible(afterServer);
    expect(page.url()).toBe(bannerUrl);

    // Images in sequence, the content, how to take part and the terms.
    await expect(
      page.getByRole('list', { name: 'Promotion images' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: 'How to take part' })).toBeVisible();
    const terms = page.getByRole('region', { name: 'Terms and conditions' });
    await expect(terms.getByRole('listitem').first()).toHaveText(
      'Only a member’s first successful deposit counts.',
    );
    const takePart = page.getByRole('region', { name: 'Take part' });
    await expect(takePart).toContainText('Log in to join this promotion');
    await expectNoAxeViolations(page);
    await takePart.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);

    // A hash that names no promotion says so instead of a blank page.
    await page.goto('/promotions#00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('This promotion does not exist or has ended.')).toBeVisible(
      afterServer,
    );
  });

  test('a member joins and claims the first deposit bonus from its promotion, through the reward center flow', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await fund(request, member, 10_000);
    await signedInOn(page, '/promotions?type=new_player', member);
    await page.getByRole('link', { name: /First deposit bonus/ }).click();
    const activity = page
      .getByRole('region', { name: 'Take part' })
      .getByRole('region', { name: 'First deposit bonus' });
    await expect(activity).toContainText('Make a first deposit of at least', afterServer);
    await activity.getByRole('button', { name: 'Join' }).click();
    await expect(activity.getByText('Issued')).toBeVisible(afterServer);
    await expectNoAxeViolations(page);
    await activity.getByRole('button', { name: 'Claim' }).click();
    await expect(activity.getByText(/has been added to your balance/)).toBeVisible(afterServer);
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toContainText(
      '120.00',
      afterServer,
    );

    // The reward center shows the same state: one flow, not a copy.
    await page.goto('/member/rewardCenter');
    await expect(
      page.getByRole('region', { name: 'First deposit bonus' }).getByText('Claimed'),
    ).toBeVisible(afterServer);
  });
});
