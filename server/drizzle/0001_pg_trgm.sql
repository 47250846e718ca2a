-- Trigram search for products (typo-tolerant q). Trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
