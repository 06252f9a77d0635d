import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { gamesSdkAt, okBody } from './gamesPact';
import { createPact, errorEnvelope } from './pact';
import { EXAMPLE_UUID, stateValue } from './walletCenterSdk';

const { eachLike, integer, string, regex, timestamp, uuid } = MatchersV3;
const pact = createPact();
const lobbySeeded = 'the lobby content is seeded';
const announcement = (popup: 'B' | null) => ({
  id: string('a1'),
  title: string('Welcome to Croupier'),
  content: string('<p>Register in one minute.</p>'),
  time: timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-21T09:00:00.000Z'),
  popup,
});

describe('lobby content calls', () => {
  it('MCSFE_getBanners answers the banners of a group with their linkage', async () => {
    await pact
      .addInteraction()
      .given(lobbySeeded)
      .uponReceiving('a banners request for the side menu group')
      .withRequest('GET', '/wps/relay/MCSFE_getBanners', (b) =>
        b.query({ groupName: 'w_leftmenu', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              id: string('b1'),
              url: string('/api/art/banners/menu-rewards'),
              title: string('Bonuses waiting in your reward center'),
              groupName: string('w_leftmenu'),
              linkageType: regex('^(NONE|GAME|GAME_TYPE|PROMOTION|ROUTE|URL)$', 'ROUTE'),
              linkageTarget: string('/member'),
              sequence: integer(0),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const banners = await sdk.queryClient.fetchQuery(
          sdk.lobby.banners({ groupName: 'w_leftmenu', language: 'EN' }),
        );
        expect(banners[0]).toMatchObject({ linkageType: 'ROUTE', linkageTarget: '/member' });
      });
  });

  it('MCSFE_getBanners refuses an unknown group', async () => {
    await pact
      .addInteraction()
      .given(lobbySeeded)
      .uponReceiving('a banners request for an unknown group')
      .withRequest('GET', '/wps/relay/MCSFE_getBanners', (b) => b.query({ groupName: 'w_nowhere' }))
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope('bad_request')))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        // A group outside the contract's enum, as a misconfigured brand could send.
        const query = { groupName: 'w_nowhere' } as unknown as Parameters<
          typeof sdk.lobby.banners
        >[0];
        await expect(sdk.queryClient.fetchQuery(sdk.lobby.banners(query))).rejects.toMatchObject({
          code: 'bad_request',
        });
      });
  });

  it('MCSFE_getNotices answers the notices of the marquee', async () => {
    await pact
      .addInteraction()
      .given(lobbySeeded)
      .uponReceiving('a notices request')
      .withRequest('GET', '/wps/relay/MCSFE_getNotices', (b) =>
        b.query({ types: 'B,PL,PU,PR,H', platform: 'W', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              id: string('n1'),
              title: string('PG Soft maintenance'),
              type: regex('^(B|PL|PU|PR|H)$', 'B'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const notices = await sdk.queryClient.fetchQuery(sdk.lobby.notices({ language: 'EN' }));
        expect(notices[0]?.type).toBe('B');
      });
  });

  it('MCSFE_getNotices refuses an unknown notice type', async () => {
    await pact
      .addInteraction()
      .given(lobbySeeded)
      .uponReceiving('a notices request with an unknown type')
      .withRequest('GET', '/wps/relay/MCSFE_getNotices', (b) =>
        b.query({ types: 'X', platform: 'W' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorEnvelope('bad_request')))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        await expect(
          sdk.queryClient.fetchQuery(sdk.lobby.notices({ types: 'X' })),
        ).rejects.toMatchObject({ code: 'bad_request' });
      });
  });

  it('MCSFE_getListAnnouncements answers a page of announcements with popups', async () => {
    await pact
      .addInteraction()
      .given(lobbySeeded)
      .uponReceiving('an announcements request')
      .withRequest('GET', '/wps/relay/MCSFE_getListAnnouncements', (b) =>
        b.query({ pageNo: '1', pageSize: '9', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            // One anonymous popup (B) and one plain announcement, among others.
            content: MatchersV3.arrayContaining(announcement('B'), announcement(null)),
            pageNum: integer(1),
            pageSize: integer(9),
            totalElements: integer(12),
            totalPages: integer(2),
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const page = await sdk.queryClient.fetchQuery(sdk.lobby.announcements({ language: 'EN' }));
        expect(page.content.map((a) => a.popup)).toEqual(['B', null]);
      });
  });

  it('MCSFE_getHomePromotions answers the carousel promotions', async () => {
    await pact
      .addInteraction()
      .given(lobbySeeded)
      .uponReceiving('a home promotions request')
      .withRequest('GET', '/wps/relay/MCSFE_getHomePromotions', (b) => b.query({ language: 'EN' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              id: string('p1'),
              title: string('First deposit bonus 100%'),
              type: string('new_player'),
              announcementImages: eachLike({
                url: string('/api/art/banners/promo-1'),
                sequence: integer(0),
              }),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const promotions = await sdk.queryClient.fetchQuery(
          sdk.lobby.homePromotions({ language: 'EN' }),
        );
        expect(promotions[0]?.announcementImages[0]?.url).toMatch(/promo-1/);
      });
  });

  it('MCSFE_getPromotions answers the promotions of one §3 type with their period', async () => {
    await pact
      .addInteraction()
      .given(lobbySeeded)
      .uponReceiving('a promotions request for the slots type')
      .withRequest('GET', '/wps/relay/MCSFE_getPromotions', (b) =>
        b.query({ type: 'slots', language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody(
            eachLike({
              id: uuid(EXAMPLE_UUID),
              title: string('Slots weekly race'),
              type: 'slots',
              summary: string('The biggest slot wins of the week share the prize pool.'),
              announcementImages: eachLike({
                url: string('/api/art/banners/promo-slots-race-1'),
                sequence: integer(0),
              }),
              startsAt: timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-01-01T00:00:00.000Z'),
              endsAt: null,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const promotions = await sdk.queryClient.fetchQuery(
          sdk.lobby.promotions({ type: 'slots', language: 'EN' }),
        );
        expect(promotions[0]).toMatchObject({ type: 'slots', endsAt: null });
        expect(promotions[0]?.announcementImages[0]?.url).toMatch(/promo-slots-race/);
      });
  });

  it('MCSFE_getPromotionDetail answers content, terms and the reward-center activity', async () => {
    await pact
      .addInteraction()
      .given('the lobby content is seeded with promotion {code}', { code: 'welcome-bonus' })
      .uponReceiving('a promotion detail request')
      .withRequest('GET', '/wps/relay/MCSFE_getPromotionDetail', (b) =>
        b.query({ id: stateValue('promotionId', EXAMPLE_UUID), language: 'EN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okBody({
            id: uuid(EXAMPLE_UUID),
            title: string('First deposit bonus'),
            type: 'new_player',
            summary: string('A bonus on your first deposit, claimed in the reward center.'),
            announcementImages: eachLike({
              url: string('/api/art/banners/promo-welcome-bonus-1'),
              sequence: integer(0),
            }),
            startsAt: timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-01-01T00:00:00.000Z'),
            endsAt: null,
            content: string('<p>A bonus on your first deposit.</p>'),
            terms: eachLike(string('Only a member’s first successful deposit counts.')),
            activityCode: 'firstDeposit',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        const detail = await sdk.queryClient.fetchQuery(
          sdk.lobby.promotionDetail({ id: EXAMPLE_UUID, language: 'EN' }),
        );
        expect(detail).toMatchObject({ activityCode: 'firstDeposit', type: 'new_player' });
        expect(detail.terms.length).toBeGreaterThan(0);
      });
  });

  it('MCSFE_getPromotionDetail answers not_found for a promotion the merchant does not have', async () => {
    await pact
      .addInteraction()
      .given(lobbySeeded)
      .uponReceiving('a promotion detail request for an unknown promotion')
      .withRequest('GET', '/wps/relay/MCSFE_getPromotionDetail', (b) =>
        b.query({ id: EXAMPLE_UUID }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorEnvelope('not_found')))
      .executeTest(async (server) => {
        const sdk = gamesSdkAt(server.url);
        await expect(
          sdk.queryClient.fetchQuery(sdk.lobby.promotionDetail({ id: EXAMPLE_UUID })),
        ).rejects.toMatchObject({ code: 'not_found' });
      });
  });
});
