/** The agent center's clock (spec §2 /agentHome, §9: updates every second). */
export const AGENT_CLOCK_INTERVAL_MS = 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** `GMT-03:00` for -180 minutes, `GMT+05:45` for 345, `GMT+00:00` for 0. */
export const formatGmtOffset = (minutesEast: number): string => {
  const sign = minutesEast < 0 ? '-' : '+';
  const total = Math.abs(Math.round(minutesEast));
  return `GMT${sign}${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
};

/**
 * Minutes east of UTC at `date`: in `timeZone` (an IANA name, e.g. 'America/Sao_Paulo') through Intl,
 * or the device's own zone from the Date when none is given.
 */
export const gmtOffsetMinutes = (date: Date, timeZone?: string): number => {
  if (!timeZone) return -date.getTimezoneOffset();
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  // 'GMT' alone is UTC; otherwise 'GMT+05:30' or 'GMT-3' in older engines
  const match = /GMT([+-])(\d{1,2})(?::?(\d{2}))?/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

export interface ClockReading {
  /** `2026-11-21` */
  date: string;
  /** `07:09:05`, 24-hour */
  time: string;
  /** `GMT-03:00` */
  offset: string;
  /** ISO instant for `<time dateTime>` */
  iso: string;
}

/** The wall-clock date and time at `date` in `timeZone` (or the device's zone), with its GMT offset. */
export const readClock = (date: Date, timeZone?: string): ClockReading => {
  const minutes = gmtOffsetMinutes(date, timeZone);
  // shift by the offset and read the UTC fields: the same digits in every locale and engine
  const wall = new Date(date.getTime() + minutes * 60_000);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`,
    offset: formatGmtOffset(minutes),
    iso: date.toISOString(),
  };
};
