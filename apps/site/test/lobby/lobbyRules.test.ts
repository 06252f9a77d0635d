import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closePopups, popupClosedKey, popupsClosed, popupsFor } from '@/features/lobby/popups';
import { buildSearchIndex, searchGames } from '@/features/lobby/search';
import { navCategories } from '@/shared/gameMenus';
import { sessionCached } from '@/shared/sessionCache';

beforeEach(() => sessionStorage.clear());

describe('announcement popups (spec §2)', () => {
  const list = [
    { id: 'a', popup: 'A' as const },
    { id: 'b', popup: 'B' as const },
    { id: 'f', popup: 'F' as const },
    { id: 'n', popup: null },
  ];
  it('shows A to members, B to visitors, F only on a first-time login, never a non-popup', () => {
    expect(popupsFor(list, { isLogin: false, firstTimeLogin: false }).map((a) => a.id)).toEqual(['b']);
    expect(popupsFor(list, { isLogin: true, firstTimeLogin: false }).map((a) => a.id)).toEqual(['a']);
    expect(popupsFor(list, { isLogin: true, firstTimeLogin: true }).map((a) => a.id)).toEqual(['a', 'f']);
  });

  it('remembers closing per session, separately for a member and a visitor', () => {
    expect(popupClosedKey(true)).not.toBe(popupClosedKey(false));
    closePopups(false);
    expect(popupsClosed(false)).toBe(true);
    expect(popupsClosed(true)).toBe(false);
  });
});

describe('slot search', () => {
  const games = [
    { displayName: 'Fortune Tiger', vassalage: 'PG' },
    { displayName: 'Piñata Party', vassalage: 'JDB' },
    { displayName: 'Tiger Legend', vassalage: 'JDB' },
  ];
  const index = buildSearchIndex(games);
  it('matches every typed word in the name or vendor, ignoring case and accents', () => {
    expect(searchGames(index, 'tiger').map((g) => g.displayName)).toEqual(['Fortune Tiger', 'Tiger Legend']);
    expect(searchGames(index, 'TIGER jdb').map((g) => g.displayName)).toEqual(['Tiger Legend']);
    expect(searchGames(index, 'pinata')).toHaveLength(1);
    expect(searchGames(index, '  ')).toBe(games);
    expect(searchGames(index, 'nothing like it')).toEqual([]);
  });
});

describe('top nav categories (spec §2)', () => {
  it('keeps only categories with vendors and a page, in the given order', () => {
    const v = [{ vassalage: 'PG', displayName: 'PG', logoUrl: '' }];
    const menus = [
      { gameType: 'LIVE' as const, vendors: v },
      { gameType: 'FISH' as const, vendors: [] },
      { gameType: 'RNG' as const, vendors: v },
    ];
    expect(navCategories(menus).map((m) => m.gameType)).toEqual(['LIVE', 'RNG']);
  });
});

describe('session cache (spec §9)', () => {
  it('asks the server once per session and key', async () => {
    const load = vi.fn(async () => [{ nodeId: '1' }]);
    expect(await sessionCached('HOT_GAMES', load)).toEqual([{ nodeId: '1' }]);
    expect(await sessionCached('HOT_GAMES', load)).toEqual([{ nodeId: '1' }]);
    expect(load).toHaveBeenCalledOnce();
  });
});
