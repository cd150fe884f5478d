-- Set addresses are stable: every slug a set had answers for it after a rename. A trigger on
-- sets records the old slug whenever a set's slug changes, whoever writes it (admin, import,
-- SQL by hand). The current slugs of sets win over this history: a new set may take a slug that
-- an earlier set had, and the old address then opens the new set; when that set is renamed in
-- turn, the slug maps to it (the newest holder). A set renamed back to an earlier slug drops that
-- slug's history row, as its current slug answers anyway.
CREATE TABLE set_slug_history (
    festival_edition_id uuid NOT NULL REFERENCES festival_editions (id) ON DELETE CASCADE,
    slug                text NOT NULL,
    set_id              uuid NOT NULL REFERENCES sets (id) ON DELETE CASCADE,
    created_at          timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (festival_edition_id, slug)
);
CREATE INDEX set_slug_history_set_idx ON set_slug_history (set_id);

CREATE FUNCTION set_slug_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO set_slug_history (festival_edition_id, slug, set_id)
    VALUES (OLD.festival_edition_id, OLD.slug, NEW.id)
    ON CONFLICT (festival_edition_id, slug) DO UPDATE SET set_id = EXCLUDED.set_id, created_at = now();
    DELETE FROM set_slug_history WHERE festival_edition_id = NEW.festival_edition_id AND slug = NEW.slug AND set_id = NEW.id;
    RETURN NULL;
END $$;

CREATE TRIGGER sets_slug_history AFTER UPDATE OF slug ON sets
    FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug)
    EXECUTE FUNCTION set_slug_history_record();
