/** A write refused by a unique index, on SQLite or PostgreSQL: the database decided a race. */
export const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed|duplicate key value/.test(String((error as Error)?.message));
