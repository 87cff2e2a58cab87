-- Trigram search: every name searched with ILIKE has a GIN index (gin_trgm_ops).
-- PGlite loads the extension from @electric-sql/pglite/contrib/pg_trgm; PostgreSQL ships it in contrib
-- (a trusted extension since PostgreSQL 13: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
