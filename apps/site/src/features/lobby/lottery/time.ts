const formats = new Map<string, Intl.DateTimeFormat>();

/** A draw or bet time to the second: a one-minute e-lottery closes 10 s before its draw. */
export function formatTime(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
