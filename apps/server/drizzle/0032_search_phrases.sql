-- Hand-written: a trigram index of user names with the gaps between words kept as `x` (schema/search.ts,
-- phraseKey): a phrase of several words reads about its matches alone, not every name with each word.
CREATE INDEX "users_name_phrase_trgm" ON "users" USING gin (regexp_replace(lower("name"), '[^[:alnum:]]+', 'x', 'g') gin_trgm_ops);
