// Drizzle wraps driver errors (DrizzleQueryError); the SQLSTATE sits on the error or its cause.
const sqlState = (error: unknown): string | undefined => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
export const isCheckViolation = (error: unknown): boolean => sqlState(error) === '23514';
