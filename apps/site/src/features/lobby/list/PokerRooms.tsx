import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Amount, Button, Heading, Stack, type DataTableColumn } from '@croupier/ui';
import type { CompactGame, Room } from '@croupier/sdk';
import { games } from '@/shared/api';
import { useMoneyLocale } from '@/shared/format';
import { PagedTable } from '@/shared/PagedTable';
import { useStartGame } from '../GameStart';
import type { StartableGame } from '../gameStart';

/** The game a room plays, as the catalogue has it; from the room alone while the catalogue loads. */
function roomGame(room: Room, catalogue: readonly CompactGame[] | undefined): StartableGame {
  const game = catalogue?.find((g) => g.nodeId === room.nodeId);
  return (
    game ?? {
      nodeId: room.nodeId,
      vassalage: room.vassalage,
      gameCode: room.nodeId,
      gameType: 'PVP',
      isGame: 'GAME',
      displayName: room.roomName,
    }
  );
}

/** Rooms shown at a time; the pagination under the table pages the rest. */
const ROOMS_PER_PAGE = 6;

/**
 * The poker rooms of /pvp (spec §7 GLS2_roomList): name, blinds, buy-in, players at the table, and a join
 * button that starts the room's game by the §4 rules (login, trial dialog, else the game popup).
 */
export function PokerRooms({
  vassalage,
  catalogue,
}: {
  vassalage?: string;
  catalogue: readonly CompactGame[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { locale } = useMoneyLocale();
  const start = useStartGame();
  const rooms = useQuery(games.roomList({ vassalage, language: i18n.language }));
  const money = (room: Room, value: number) => (
    <Amount value={value} currency={room.currency} locale={locale} />
  );
  const columns: DataTableColumn<Room>[] = [
    { key: 'roomName', header: t('lobby.rooms.name') },
    {
      key: 'blinds',
      header: t('lobby.rooms.blinds'),
      cell: (room) => (
        <>
          {money(room, room.smallBlind)} / {money(room, room.bigBlind)}
        </>
      ),
    },
    {
      key: 'buyIn',
      header: t('lobby.rooms.buyIn'),
      cell: (room) => (
        <>
          {money(room, room.minBuyIn)} – {money(room, room.maxBuyIn)}
        </>
      ),
    },
    {
      key: 'players',
      header: t('lobby.rooms.players'),
      align: 'end',
      cell: (room) => t('lobby.rooms.seated', { players: room.players, seats: room.seats }),
    },
    {
      key: 'join',
      header: t('lobby.rooms.action'),
      align: 'end',
      cell: (room) => (
        <Button
          size="small"
          aria-label={t('lobby.rooms.joinRoom', { room: room.roomName })}
          onClick={() => start(roomGame(room, catalogue))}
        >
          {t('lobby.rooms.join')}
        </Button>
      ),
    },
  ];
  if (rooms.data?.length === 0) return null;
  return (
    // The table is its own named region (the kit's scroll container), so no section around it.
    <Stack space="small">
      <Heading level="2">{t('lobby.rooms.title')}</Heading>
      <PagedTable
        // another provider's rooms start at their first page
        key={vassalage ?? ''}
        caption={t('lobby.rooms.title')}
        columns={columns}
        result={rooms}
        rows={(list) => list}
        getRowId={(room) => room.roomId}
        // a page of rooms, then the games: all of them (44 in the demo) pushed the games off a phone's first
        // screens, and doubled the page the server sends (its phone view and its wide one)
        pageSize={ROOMS_PER_PAGE}
      />
    </Stack>
  );
}
