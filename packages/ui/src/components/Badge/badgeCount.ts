/**
 * What an unread-count badge shows: nothing for zero (or less, or not a number), the number up to
 * `max`, and `max+` above it ("99+").
 */
export const badgeCount = (count: number, max = 99): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > max ? `${max}+` : String(whole);
};
