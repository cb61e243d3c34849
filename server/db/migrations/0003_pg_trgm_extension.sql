-- Trigram indexes make the substring fallback of company search (ILIKE '%term%') an index scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
