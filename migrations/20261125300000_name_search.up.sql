-- Search of sets and artists by name, accent- and case-insensitive, answered by trigram indexes.
-- unaccent() is only STABLE (its dictionary could change), so an index cannot use it directly:
-- search_fold names the dictionary by schema and is declared IMMUTABLE, the usual wrapper.
-- Being IMMUTABLE over a STABLE body it is never inlined, so queries match the index expression.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION search_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

CREATE INDEX sets_name_search_idx ON sets USING gin (search_fold(name) gin_trgm_ops);
CREATE INDEX artists_name_search_idx ON artists USING gin (search_fold(name) gin_trgm_ops);
