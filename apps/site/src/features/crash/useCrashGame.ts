import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { crashBetsOf, crashKeys, type CrashPublicBet, type CrashRound, type CrashState } from '@croupier/sdk';
import { useCroupierSocket } from '@/shared/socket';
import { crashQueries } from './crashApi';

export interface LiveCrashGame {
  state?: CrashState;
  round?: CrashRound;
  bets: CrashPublicBet[];
  /** Server time minus this page's clock, in ms: round times are shown in the page's clock. */
  clockOffset: number;
  error: unknown;
}

const sameRound = (bet: CrashPublicBet, round?: CrashRound) => round !== undefined && bet.roundNo === round.roundNo;

/** The list with each of `changed` replacing the bet of the same id (a cash-out) or added (a new bet). */
function upsert(bets: CrashPublicBet[], changed: CrashPublicBet[]): CrashPublicBet[] {
  if (changed.length === 0) return bets;
  const byId = new Map(changed.map((bet) => [bet.betId, bet]));
  const next = bets.map((bet) => {
    const update = byId.get(bet.betId);
    if (update) byId.delete(bet.betId);
    return update ?? bet;
  });
  return byId.size ? [...next, ...byId.values()] : next;
}

/**
 * A crash game as it stands, kept live: the state over HTTP, then the socket's round and bet pushes. On
 * every (re)connection the socket watches the game again and the state is fetched again, so a page that
 * reconnects mid-round shows the round as it stands.
 */
export function useCrashGame(nodeId: string): LiveCrashGame {
  const queryClient = useQueryClient();
  const socket = useCroupierSocket();
  const state = useQuery({ ...crashQueries.state(nodeId), refetchOnWindowFocus: false });
  const [live, setLive] = useState<{
    round?: CrashRound;
    bets: CrashPublicBet[];
    /** Server time minus this page's clock when the round message arrived. */
    offset?: number;
  }>({ bets: [] });

  useEffect(() => {
    if (!socket) return;
    const watch = () => {
      socket.send({ type: 'crash.watch', nodeId });
      void queryClient.invalidateQueries({ queryKey: crashKeys.state });
    };
    watch();
    const offReady = socket.on('ready', watch);
    const offRound = socket.on('crash.round', (message) => {
      if (message.nodeId !== nodeId) return;
      setLive((previous) => ({
        round: message.round,
        offset: Date.parse(message.serverTime) - Date.now(),
        bets: previous.round?.roundNo === message.round.roundNo ? previous.bets : [],
      }));
      if (message.round.status === 'ended' || message.round.status === 'cancelled') {
        void queryClient.invalidateQueries({ queryKey: crashKeys.state });
        void queryClient.invalidateQueries({ queryKey: crashKeys.myBets });
      }
    });
    const offBets = socket.on('crash.bets', (message) => {
      if (message.nodeId !== nodeId) return;
      setLive((previous) => ({ ...previous, bets: upsert(previous.bets, crashBetsOf(message)) }));
    });
    return () => {
      offReady();
      offRound();
      offBets();
      socket.send({ type: 'crash.watch', nodeId: null });
    };
  }, [socket, nodeId, queryClient]);

  return useMemo(() => {
    const data = state.data;
    // The newer of the fetched round and the pushed one.
    const fetched = data?.round ?? undefined;
    const pushed = live.round;
    const pushedIsNewer =
      pushed !== undefined &&
      (fetched === undefined ||
        pushed.roundNo > fetched.roundNo ||
        (pushed.roundNo === fetched.roundNo && rank(pushed.status) >= rank(fetched.status)));
    const round = pushedIsNewer ? pushed : fetched;
    let bets = data && fetched && round && fetched.roundNo === round.roundNo ? data.bets : [];
    bets = upsert(bets, live.bets.filter((bet) => sameRound(bet, round)));
    // The server pushes no lost bets: a round's end says that every bet still open lost.
    if (round?.status === 'ended') bets = bets.map((bet) => (bet.status === 'open' ? { ...bet, status: 'lost' } : bet));
    // Measured when the answer arrived; the network's latency is well under a frame's worth of curve.
    const clockOffset =
      pushedIsNewer && live.offset !== undefined
        ? live.offset
        : data
          ? Date.parse(data.serverTime) - state.dataUpdatedAt
          : 0;
    return { state: data, round, bets, clockOffset, error: state.error };
  }, [state.data, state.dataUpdatedAt, state.error, live]);
}

const rank = (status: CrashRound['status']) => ['betting', 'running', 'ended', 'cancelled'].indexOf(status);
