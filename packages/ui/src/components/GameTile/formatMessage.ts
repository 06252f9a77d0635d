/** Fills `{name}` placeholders in a message: formatMessage('Play {game}', { game: 'Fortune Tiger' }). */
export const formatMessage = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
