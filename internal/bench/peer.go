package bench

import (
	"encoding/json"
	"path/filepath"
)

// peerSetsQuery is the SPA's sets page (SetsRouteQuery) asked of PostGraphile v4: the festival
// by slug, its edition by slug, the edition's stages, every music genre, and a page of 30 sets
// (name sort: PostGraphile has no popularity order) with stage, artists with genres, the
// counts by vote value through `condition` filters, and the total count. The festival and
// edition slugs are unique only among rows that are not archived (partial indexes, which
// PostGraphile does not turn into `...BySlug` fields), so both are a condition on a list.
// The signed-in form adds, per set, the viewer's own vote (a condition on the user id:
// PostGraphile has no sessions, so the client names the user).
func peerSetsQuery(signedIn bool) string {
	arg, mine := "", ""
	if signedIn {
		arg = ", $user: UUID!"
		mine = "\n          myVote: votesBySetId(condition: {userId: $user}) { nodes { voteType } }"
	}
	return `query Sets($festivalSlug: String!, $editionSlug: String!, $first: Int!` + arg + `) {
  allFestivals(first: 1, condition: {slug: $festivalSlug, archived: false}) { nodes {
    id
    festivalEditionsByFestivalId(first: 1, condition: {slug: $editionSlug, archived: false}) { nodes {
      id timeZone dayStartHour
      stagesByFestivalEditionId(condition: {archived: false}) { nodes { id name } }
      setsByFestivalEditionId(first: $first, orderBy: NAME_ASC, condition: {archived: false}) {
        totalCount
        edges { cursor node {
          id slug name timeStart timeEnd
          stageByStageId { id name }
          setArtistsBySetId(orderBy: POSITION_ASC) { nodes { artistByArtistId {
            id name imageUrl
            artistMusicGenresByArtistId { nodes { musicGenreByMusicGenreId { id name } } }
          } } }
          mustGo: votesBySetId(condition: {voteType: 2}) { totalCount }
          interested: votesBySetId(condition: {voteType: 1}) { totalCount }
          wontGo: votesBySetId(condition: {voteType: -1}) { totalCount }` + mine + `
        } }
        pageInfo { endCursor hasNextPage }
      }
    } }
  } }
  allMusicGenres { nodes { id name } }
}`
}

// peerBodies is the peer's request: one body anonymous, or one per signed-in voter (its
// user id in the variables), which wrk sends in turn as ours sends the voters' cookies.
func (e *Env) peerBodies(signedIn bool) [][]byte {
	vars := map[string]any{"festivalSlug": e.Data.FestivalSlug, "editionSlug": e.Data.EditionSlug, "first": 30}
	if !signedIn {
		b, _ := json.Marshal(map[string]any{"query": peerSetsQuery(false), "variables": vars})
		return [][]byte{b}
	}
	var out [][]byte
	for _, u := range e.Data.UserIDs[:min(len(e.Data.UserIDs), e.Opt.Voters)] {
		vars["user"] = u
		b, _ := json.Marshal(map[string]any{"query": peerSetsQuery(true), "variables": vars})
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
