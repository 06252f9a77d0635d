/** Fills `{name}` placeholders in a translated message: `fill('{count} unread', { count: 3 })`. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
