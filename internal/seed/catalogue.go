package seed

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/google/uuid"
)

const artistCount = 180

// artist is what the schedule needs to know about a seeded artist.
type artist struct {
	id        uuid.UUID
	name      string
	followers int
}

// catalogue builds the genres and the artists with their genre links.
func (g *gen) catalogue() ([]genreRow, []artist, []artistRow, []artistGenreRow) {
	genres := make([]genreRow, len(genreNames))
	for i, n := range genreNames {
		genres[i] = genreRow{ID: g.id(), Name: n}
	}

	var (
		artists []artist
		rows    []artistRow
		links   []artistGenreRow
		seen    = map[string]bool{}
	)
	for len(rows) < artistCount {
		name := g.artistName()
		slug := slugify(name)
		if seen[slug] {
			continue
		}
		seen[slug] = true

		id := g.id()
		followers := g.followers()
		picked := g.r.Perm(len(genres))[:1+g.r.IntN(3)]
		var genreLabels []string
		for _, gi := range picked {
			links = append(links, artistGenreRow{ArtistID: id, MusicGenreID: genres[gi].ID})
			genreLabels = append(genreLabels, genres[gi].Name)
		}
		created := g.now.Add(-time.Duration(len(rows)+1) * 37 * time.Minute).Truncate(time.Second)
		row := artistRow{
			ID:                  id,
			Name:                name,
			Slug:                slug,
			Description:         g.artistBlurb(name, genreLabels),
			SoundcloudURL:       "https://soundcloud.com/" + slug + "-demo",
			ImageURL:            artistImage(name),
			SoundcloudFollowers: followers,
			CreatedAt:           created,
			UpdatedAt:           created,
		}
		if g.chance(0.75) {
			row.SpotifyURL = "https://open.spotify.com/artist/" + g.base62(22)
		}
		if g.chance(0.1) {
			row.SoundcloudURL = "" // not everyone is on SoundCloud
		}
		rows = append(rows, row)
		artists = append(artists, artist{id: id, name: name, followers: followers})
	}
	return genres, artists, rows, links
}

// artistName composes one fictional act name from the word lists.
func (g *gen) artistName() string {
	switch g.r.IntN(10) {
	case 0, 1, 2:
		return "The " + g.pick(nameAdjectives) + " " + g.pick(nameNouns)
	case 3, 4, 5:
		return g.pick(nameAdjectives) + " " + g.pick(nameNouns)
	case 6, 7:
		return g.pick(firstNames) + " " + g.pick(lastNames)
	case 8:
		return g.pick(djPrefixes) + " " + g.invented()
	default:
		return g.invented()
	}
}

// invented makes a capitalised word of 2 or 3 syllables.
func (g *gen) invented() string {
	w := ""
	for range 2 + g.r.IntN(2) {
		w += g.pick(syllables)
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

func (g *gen) artistBlurb(name string, genres []string) string {
	if g.chance(0.08) {
		return ""
	}
	second := genres[len(genres)-1]
	if len(genres) == 1 {
		second = "dub"
	}
	return fmt.Sprintf(g.pick(artistBlurbs), name, genres[0], g.pick(cities), second)
}

// followers is log-uniform from about 100 to 2 million, rounded so that ties happen.
func (g *gen) followers() int {
	if g.chance(0.04) {
		return 0
	}
	f := math.Exp(math.Log(100) + g.r.Float64()*(math.Log(2e6)-math.Log(100)))
	switch {
	case f >= 10000:
		return int(f/1000) * 1000
	case f >= 1000:
		return int(f/100) * 100
	default:
		return int(f/10) * 10
	}
}

const base62Chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func (g *gen) base62(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = base62Chars[g.r.IntN(len(base62Chars))]
	}
	return string(b)
}

var foldReplacer = strings.NewReplacer("ö", "o", "ä", "a", "å", "a", "é", "e", "ü", "u")

// slugify lower-cases, folds a few accents and joins the alphanumeric runs with single hyphens.
func slugify(s string) string {
	s = foldReplacer.Replace(strings.ToLower(strings.TrimSpace(s)))
	var b strings.Builder
	hyphen := false
	for _, c := range s {
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(c)
			continue
		}
		hyphen = true
	}
	if b.Len() == 0 {
		return "set"
	}
	return b.String()
}

// slugs hands out slugs unique within one scope, adding -2, -3 on clashes.
type slugs map[string]bool

func (s slugs) next(name string) string {
	base := slugify(name)
	slug := base
	for n := 2; s[slug]; n++ {
		slug = fmt.Sprintf("%s-%d", base, n)
	}
	s[slug] = true
	return slug
}
