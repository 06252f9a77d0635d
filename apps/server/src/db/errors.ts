// Drizzle wraps driver errors (DrizzleQueryError); the SQLSTATE and the constraint sit on the error or
// its cause, in the same fields for node-postgres and PGlite.
interface DriverError {
  code: string;
  constraint?: string;
}

const driverError = (error: unknown): DriverError | undefined => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DriverError;
  }
  return undefined;
};

/** A unique violation; of `constraint` (a unique constraint or index name) when one is named. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const found = driverError(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
};
export const isCheckViolation = (error: unknown): boolean => driverError(error)?.code === '23514';
