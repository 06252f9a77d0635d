// Demo winners for stories and tests: what the server returns (it requests 20), amounts in minor units.
import { gameArt } from '../GameTile/GameTile.fixtures';
import type { WinnerEntry } from './winners';

const games = ['Fortune Tiger', 'Aviator', 'Lightning Roulette', 'Super Ace', 'Mahjong Ways 2', 'Crazy Time', 'Ocean King'];
const names = [
  'lucky_ace', 'mariana.s', 'joao_bet', 'rafa77', 'carlos_mx', 'rahul_d', 'tigerking', 'ana', 'highroller_rio',
  'pedro.h', 'luisa_22', 'samir.k', 'beto', 'camila.r', 'diego_win', 'nadia_b', 'tony_spin', 'zeca', 'valen.m', 'ivo',
];

export const demoWinners: WinnerEntry[] = names.map((customerName, index) => {
  const gameName = games[index % games.length] ?? 'Fortune Tiger';
  return {
    customerName,
    // a spread of wins, not sorted: the board sorts
    winAmount: Math.round(((index * 7919) % 97) * 13_791 + 50_000 + (index === 6 ? 98_765_432 : 0)),
    gameName,
    iconUrl: gameArt(gameName, index),
  };
});
