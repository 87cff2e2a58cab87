/**
 * The database, one file per domain; this index gathers them (drizzle.config.ts and every query read the schema
 * from here). Property names are the wire names of the spec (snake_case ids and fields, `createdAt` /
 * `updatedAt` / `deletedAt` / `updated_at` where the spec spells them so), so a selected row is already the shape
 * the console reads. Column names in SQL are snake_case.
 *
 * Every foreign key has an index; every name searched with ILIKE has a pg_trgm GIN index
 * (the extension is created by the first migration).
 */
export * from './access';
export * from './customers';
export * from './certifications';
export * from './catalogue';
export * from './master-operations';
export * from './partners';
export * from './organization-area';
export * from './account-area';
export * from './sign-in';
export * from './records';
