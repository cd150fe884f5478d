package share

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/google/uuid"

	"festival/internal/festival"
)

// A shared plan (or crew plan) page is built once per version of what it reads, not on every
// open: a crew plan reads every member's votes and plans a route for each. The version (a
// stamp) is read in one statement on each open, straight from the rows the page is built from,
// so a change shows on the next open whoever made it (our code, an import, an operator's SQL,
// another instance): no invalidation to forget. A recap page is built on each open (it reads
// ratings, genres and groups besides; it is one page per person, opened after the festival).

// rowsStamp sums the row versions (xmin: the writing transaction) of a table's rows with their
// count: any insert, update or delete of one of them changes it (a later transaction has a
// larger id; a delete changes the count).
func rowsStamp(from string) string {
	return `(SELECT count(*) || '.' || coalesce(sum(x.xmin::text::bigint), 0) FROM ` + from + `)`
}

// stampSQL is the version of the inputs of a plan page (KindPlan), or of a crew plan page with
// the crew's columns: the edition and festival rows (names, zone, walking), the edition's sets
// (names, times, stages) and stages (names, places), and the owner's saved plan. Only public
// editions answer a row (an anonymous reader's view).
func stampSQL(crew bool) string {
	cols := []string{
		`e.xmin::text`, `f.xmin::text`,
		rowsStamp(`sets x WHERE x.festival_edition_id = e.id`),
		rowsStamp(`stages x WHERE x.festival_edition_id = e.id`),
	}
	if crew {
		// The group (archived), its members (and their names: the members' order breaks ties),
		// and their votes on the edition's sets.
		cols = append(cols,
			`(SELECT g.xmin::text || '.' || g.archived FROM groups g WHERE g.id = ?1)`,
			rowsStamp(`group_members m JOIN users x ON x.id = m.user_id WHERE m.group_id = ?1`),
			rowsStamp(`group_members m JOIN votes x ON x.user_id = m.user_id
				WHERE m.group_id = ?1 AND x.set_id IN (SELECT id FROM sets WHERE festival_edition_id = e.id)`),
			rowsStamp(`group_members x WHERE x.group_id = ?1`))
	} else {
		cols = append(cols, rowsStamp(`saved_plans x WHERE x.user_id = ?2 AND x.edition_id = e.id`))
	}
	q := `SELECT concat_ws(':'`
	for _, c := range cols {
		q += ", " + c
	}
	return q + `) FROM festival_editions e JOIN festivals f ON f.id = e.festival_id
		WHERE e.id = ?0 AND ` + festival.VisibleEditionSQL("e.id", "false")
}

var (
	planStampSQL = stampSQL(false)
	crewStampSQL = stampSQL(true)
)

// stamp is the version of sh's page (KindPlan shares); errGone when its edition is not public.
func (p *Pages) stamp(ctx context.Context, sh *Share) (string, error) {
	q, group := planStampSQL, uuid.Nil
	if sh.GroupID != nil {
		q, group = crewStampSQL, *sh.GroupID
	}
	var got []string
	if err := p.DB.NewRaw(q, sh.EditionID, group, sh.UserID).Scan(ctx, &got); err != nil {
		return "", fmt.Errorf("shared page version: %w", err)
	}
	if len(got) == 0 {
		return "", errGone
	}
	return got[0], nil
}

// maxCachedPages bounds the page cache (a page is a few kilobytes).
const maxCachedPages = 2000

type cachedPage struct {
	stamp string
	page  *Page
}

// pageCache holds the last page built per share.
type pageCache struct {
	mu    sync.Mutex
	pages map[uuid.UUID]cachedPage
	// built and hits count pages built and pages served from the cache.
	built, hits atomic.Int64
}

func (c *pageCache) get(id uuid.UUID, stamp string) *Page {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.pages[id]; ok && e.stamp == stamp {
		c.hits.Add(1)
		return e.page
	}
	return nil
}

func (c *pageCache) put(id uuid.UUID, stamp string, page *Page) {
	c.built.Add(1)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pages == nil {
		c.pages = map[uuid.UUID]cachedPage{}
	}
	if _, ok := c.pages[id]; !ok && len(c.pages) >= maxCachedPages {
		for k := range c.pages { // full: drop any one
			delete(c.pages, k)
			break
		}
	}
	c.pages[id] = cachedPage{stamp, page}
}

// Cached returns sh's page from the cache when its version has not changed, else builds it
// (Load) and keeps it. Recap pages are built on each open.
func (p *Pages) Cached(ctx context.Context, sh *Share) (*Page, error) {
	if sh.Kind == KindRecap {
		p.cache.built.Add(1)
		return p.Load(ctx, sh)
	}
	// The stamp is read before the page is built: a change committed in between leaves the
	// page under the older stamp, so the next open builds it again.
	stamp, err := p.stamp(ctx, sh)
	if err != nil {
		return nil, err
	}
	if page := p.cache.get(sh.ID, stamp); page != nil {
		return page, nil
	}
	page, err := p.Load(ctx, sh)
	if err != nil {
		return nil, err
	}
	p.cache.put(sh.ID, stamp, page)
	return page, nil
}

// Counts are the pages built (a plan computed and the sets read) and the pages served from
// the cache, since the start.
func (p *Pages) Counts() (built, hits int64) {
	return p.cache.built.Load(), p.cache.hits.Load()
}
