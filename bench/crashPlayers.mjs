// A share of the crash bench's players, in a worker thread of their own (bench/crash.ts starts one per
// BENCH_CRASH_CLIENT_THREADS). Real players are thousands of devices that each read their own socket; one
// event loop reading 2,000 sockets would add its own queue to every receipt it times (the last socket's
// message waits for the other 1,999 to be parsed), so the players are spread over threads like the
// server's cores would see them spread over devices.
//
// workerData: { players: [{ id, token, index }], wsUrl, nodeId, growth }. Messages in: { type: 'play',
// fromRound, rounds } once every thread's sockets watch (the rounds to bet in), { type: 'stop' }. Out:
// { type: 'ready' }, { type: 'ended', roundNo, crashPoint } (player 0's thread, played rounds only), and
// on stop { type: 'figures', ... } with the raw measures.
import { msToReach } from '@croupier/fair';
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const { players, wsUrl, nodeId, growth } = workerData;
const random = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

/** [status, roundNo, ms] per round push received once playing: receipt minus the push's serverTime. */
const fanOut = [];
const betAcks = [];
const cashAcks = [];
const refused = {};
let betsMessages = 0;
let betsBytes = 0;
/** The rounds to bet in, once the main thread says so. */
let playing;

/** How a bet list's bytes begin (the server writes `type` first). */
const BETS_PREFIX = Buffer.from('{"type":"crash.bets"');

/** One player: its socket, its bet per round (half with an auto cash-out), its own cash-out click. */
const play = ({ token, index }) =>
  new Promise((ready, failed) => {
    const socket = new WebSocket(wsUrl);
    const pending = new Map();
    let requests = 0;
    let myRound = 0;
    const send = (message, kind) => {
      const requestId = `${index}-${++requests}`;
      pending.set(requestId, { sent: performance.now(), kind });
      socket.send(JSON.stringify({ ...message, requestId, nodeId }));
    };
    socket.on('error', failed);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      // The bet lists are most of the traffic: counted, not decoded or parsed (a thread reading a thousand
      // sockets would measure itself: a phone reads one).
      if (data.length >= BETS_PREFIX.length && BETS_PREFIX.equals(data.subarray(0, BETS_PREFIX.length))) {
        betsMessages++;
        betsBytes += data.length;
        return;
      }
      const message = JSON.parse(data.toString());
      if (message.type === 'ready') {
        socket.send(JSON.stringify({ type: 'crash.watch', nodeId }));
        ready(socket);
      } else if (message.type === 'crash.round') {
        if (!playing) return;
        const round = message.round;
        fanOut.push([round.status, round.roundNo, Date.now() - Date.parse(message.serverTime)]);
        const played =
          round.roundNo >= playing.fromRound && round.roundNo < playing.fromRound + playing.rounds;
        if (round.status === 'betting' && played) {
          const windowMs = Date.parse(round.bettingEndsAt) - Date.parse(message.serverTime);
          const auto = index % 2 === 0 ? random(110, 300) : null;
          setTimeout(
            () => {
              myRound = round.roundNo;
              send({ type: 'crash.placeBet', amount: random(100, 5_000), autoCashout: auto }, 'bet');
            },
            Math.random() * windowMs * 0.8,
          );
        } else if (round.status === 'running' && myRound === round.roundNo && index % 2 === 1) {
          // The click: at a target of 1.10x-3.00x on the curve, if the round gets there.
          const at = Date.parse(round.startedAt) + msToReach(random(110, 300), growth);
          setTimeout(() => send({ type: 'crash.cashOut' }, 'cash'), at - Date.now());
        } else if (round.status === 'ended' && index === 0 && played) {
          parentPort.postMessage({ type: 'ended', roundNo: round.roundNo, crashPoint: round.crashPoint });
        }
      } else if (message.type === 'crash.ack' || message.type === 'crash.refused') {
        const asked = pending.get(message.requestId);
        if (!asked) return;
        pending.delete(message.requestId);
        (asked.kind === 'bet' ? betAcks : cashAcks).push(performance.now() - asked.sent);
        if (message.type === 'crash.refused') refused[message.code] = (refused[message.code] ?? 0) + 1;
      }
    });
  });

const sockets = [];
for (let i = 0; i < players.length; i += 100)
  sockets.push(...(await Promise.all(players.slice(i, i + 100).map(play))));
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', (message) => {
  if (message.type === 'play') playing = message;
  if (message.type === 'stop') {
    for (const socket of sockets) socket.close();
    parentPort.postMessage({ type: 'figures', fanOut, betAcks, cashAcks, refused, betsMessages, betsBytes });
    parentPort.close();
  }
});
