import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { GameGrid, Heading, Stack, TextField } from '@croupier/ui';
import type { GameType } from '@croupier/sdk';
import { gameCentreTypes, type GameRouteType } from '@/config/paths';
import { authDialog } from '@/shared/authDialog';
import { categoryLabelKeys, useGameMenus } from '@/shared/gameMenus';
import { useIsLoggedIn } from '@/shared/session';
import { useCdnUrls } from '@/shared/system';
import { narrowScreen } from '@/shared/screen';
import { lobbyMarks, markLobby, useCatalogue } from '../catalogue';
import { useLobbyMessages } from '../kitMessages';
import { GameStartProvider } from '../GameStart';
import { LobbyTile, type TileGame } from '../LobbyTile';
import { searchGames } from '../search';
import { useFavourites } from '../useFavourites';
import { ChoiceButtons } from '@/shared/ChoiceButtons';
import { GameClassFilter, isGameClass } from './GameClassFilter';
import { PokerRooms } from './PokerRooms';
import { isSelection, SelectionFilter, type Selection } from './SelectionFilter';
import { useSelectionGames } from './useSelectionGames';

const ALL_VENDORS = '';

/**
 * A category's page (spec §2): /live, /fish, /rng, /pvp, /crash list its games, the vendor from ?vassalage;
 * /sports, /esports, /lott, /elott, /cockfight are its game centre. Slot search covers the whole catalogue.
 */
export function GameListPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const gameType = pathname.slice(1).toUpperCase() as GameRouteType;
  const centre = (gameCentreTypes as readonly string[]).includes(gameType);
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') ?? ALL_VENDORS;
  const selectionParam = params.get('selection');
  const selection: Selection = isSelection(selectionParam) ? selectionParam : 'ALL';
  // Live tables filter by game class (spec §3), kept in ?gameClassify so reload and back keep it.
  const classParam = params.get('gameClassify');
  const gameClassify = gameType === 'LIVE' && isGameClass(classParam) ? classParam : undefined;
  const [search, setSearch] = useState('');
  // Words typed into the server's page before the script took it over (src/ssr): search for them now.
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = searchInput.current?.value;
    if (typed) setSearch(typed);
  }, []);
  const isLogin = useIsLoggedIn();
  const favourites = useFavourites();
  const messages = useLobbyMessages();
  const menus = useGameMenus();
  const { art } = useCdnUrls();
  const vendors = useMemo(
    () => menus.data?.find((m) => m.gameType === gameType)?.vendors ?? [],
    [menus.data, gameType],
  );
  const vendorNames = useMemo(
    () => new Map(vendors.map((v) => [v.vassalage, v.displayName])),
    [vendors],
  );
  // The bench's mark: this page's code is in and rendering (once a mount, again if it waited for the catalogue).
  // The route's loader asks for the catalogue first, so its data often comes before this code does.
  useState(() => markLobby(lobbyMarks.page));
  const { query, all, index } = useCatalogue(i18n.language);
  const fromServer = useSelectionGames(
    selection,
    gameType as GameType,
    vassalage || undefined,
    i18n.language,
    gameClassify,
  );

  const shown: TileGame[] | undefined = useMemo(() => {
    if (search.trim() && index) return searchGames(index(), search);
    if (fromServer) return fromServer.games;
    return all?.filter(
      (g) =>
        g.gameType === gameType &&
        (!vassalage || g.vassalage === vassalage) &&
        (selection !== 'HOT' || g.isHot === 1),
    );
  }, [search, index, fromServer, all, gameType, vassalage, selection]);

  // The bench's marks: the grid's first commit with data, and each search's results.
  const gridMarked = useRef(false);
  useLayoutEffect(() => {
    if (shown && shown.length > 0 && !gridMarked.current) {
      gridMarked.current = true;
      markLobby(lobbyMarks.grid);
    }
  }, [shown]);
  useLayoutEffect(() => {
    if (search) markLobby(lobbyMarks.results);
  }, [search]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && value !== 'ALL') next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const chooseSelection = (next: Selection) => {
    if ((next === 'FAV' || next === 'RECENT') && !isLogin) authDialog.open('login');
    else update({ selection: next });
  };

  const title = t(categoryLabelKeys[gameType]);
  // The vendor row sits above the filters and the grid: they wait for the menus (or their failure), so
  // that a catalogue arriving first is not pushed down by the row (a layout shift the size of the screen).
  if (!menus.isSettled)
    return (
      <Stack space="large">
        <Heading level="1">{title}</Heading>
      </Stack>
    );
  return (
    <GameStartProvider>
      <Stack space="large">
        <Heading level="1">{title}</Heading>
        {vendors.length > 0 ? (
          <ChoiceButtons
            label={t('lobby.list.vendors')}
            choices={[
              { value: ALL_VENDORS, label: t('lobby.list.allVendors') },
              // each provider as its logo (issue 19), named by it
              ...vendors.map((v) => ({ value: v.vassalage, label: v.displayName, logoUrl: art(v.logoUrl) })),
            ]}
            value={vassalage}
            onChange={(value) => update({ vassalage: value })}
          />
        ) : null}
        {centre ? null : (
          <>
            <SelectionFilter value={selection} onChange={chooseSelection} />
            {gameType === 'LIVE' ? (
              <GameClassFilter
                value={gameClassify}
                onChange={(next) => update({ gameClassify: next ?? '' })}
              />
            ) : null}
            <TextField
              ref={searchInput}
              type="search"
              label={t('lobby.list.search')}
              placeholder={t('lobby.list.searchPlaceholder')}
              value={search}
              onChange={(event) => {
                markLobby(lobbyMarks.input);
                setSearch(event.target.value);
              }}
            />
          </>
        )}
        {gameType === 'PVP' ? (
          <PokerRooms vassalage={vassalage || undefined} catalogue={all} />
        ) : null}
        <GameGrid
          games={shown ?? []}
          loading={!shown && (query.isPending || Boolean(fromServer?.loading))}
          messages={messages.grid}
          // two rows ahead: enough for Tab and for artwork to arrive before a row scrolls in, and each
          // keystroke of the search renders fewer tiles
          overscan={2}
          // before it measures (the server's page, hydration): a phone's screen holds about four rows of two,
          // a wide one three of eight; fewer tiles to render and hydrate on a phone
          firstViewCount={narrowScreen() ? 8 : 24}
          renderTile={(game, { priority }) => (
            <LobbyTile
              game={game}
              favourites={favourites}
              priority={priority}
              vendorName={vendorNames.get(game.vassalage)}
            />
          )}
        />
      </Stack>
    </GameStartProvider>
  );
}
