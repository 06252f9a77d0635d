// Which draw of a game takes bets now, and when it closes. Bets close a sixth of the draw period before the
// draw (10 s on a one-minute e-lottery, 50 s on a five-minute one), at most 15 minutes (the daily draws).
import {
  drawTime,
  lastDrawIndex,
  numeroOf,
  scheduleOf,
  type DrawSchedule,
  type LotteryRow,
} from '../games/lottery';

const MIN_LEAD_MS = 2_000;
const MAX_LEAD_MS = 15 * 60_000;

export const closeLeadMs = (schedule: DrawSchedule) =>
  Math.min(MAX_LEAD_MS, Math.max(MIN_LEAD_MS, Math.floor(schedule.periodMs / 6)));

export interface OpenDraw {
  numero: string;
  drawAt: Date;
  closesAt: Date;
}

/** The draw that takes bets at `now`: the next one, or the one after when the next has closed. */
export function openDraw(
  game: Pick<LotteryRow, 'drawIntervalMinutes'>,
  fastDrawSeconds: number,
  now: number,
): OpenDraw {
  const schedule = scheduleOf(game.drawIntervalMinutes, fastDrawSeconds);
  const lead = closeLeadMs(schedule);
  let index = lastDrawIndex(schedule, now) + 1;
  if (now >= drawTime(schedule, index).getTime() - lead) index += 1;
  const drawAt = drawTime(schedule, index);
  return {
    numero: numeroOf(schedule, index),
    drawAt,
    closesAt: new Date(drawAt.getTime() - lead),
  };
}
