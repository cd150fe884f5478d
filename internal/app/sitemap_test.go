package app

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"math/rand/v2"
	"net/http"
	"regexp"
	"testing"
)

// A site map is uploaded like a logo and stored scaled to at most 2,048 pixels and 1 MB, with
// its pixel size; the edition's map width and walking settings are checked; removing the map
// deletes its file. Only the Core team may do any of it.
func TestEditionSiteMap(t *testing.T) {
	t.Parallel()
	// Decoding, scaling and re-encoding a noisy photo is CPU work that the race detector (make
	// test runs -race) slows about fivefold: 2–3 s here without it, over the default 10 s
	// request deadline with it on this machine.
	w := newAdminWorldWith(t, map[string]string{"REQUEST_TIMEOUT": "60s"})
	var f struct {
		CreateFestival struct{ Festival struct{ ID string } }
	}
	ok(t, w.moderator.run(t, `mutation { createFestival(input: {name: "Map Fest"}) { festival { id } } }`, nil), &f)
	var e struct {
		CreateEdition struct{ Edition struct{ ID string } }
	}
	ok(t, w.moderator.run(t, `mutation($f: ID!) { createEdition(input: {festivalId: $f, name: "2026"}) { edition { id } } }`,
		map[string]any{"f": f.CreateFestival.Festival.ID}), &e)
	id := e.CreateEdition.Edition.ID

	// A 2,400 × 1,600 photograph of noise (about 2.5 MB as a JPEG), over the 2,048 px the map is
	// stored at.
	img := image.NewRGBA(image.Rect(0, 0, 2400, 1600))
	r := rand.New(rand.NewPCG(5, 6))
	for i := range img.Pix {
		img.Pix[i] = uint8(r.IntN(256))
	}
	for x := 0; x < 2400; x++ {
		img.Set(x, 800, color.RGBA{0, 0, 0, 255})
	}
	var photo bytes.Buffer
	if err := jpeg.Encode(&photo, img, &jpeg.Options{Quality: 75}); err != nil {
		t.Fatal(err)
	}
	if photo.Len() > 5<<20 {
		t.Fatalf("the test image is %d bytes, over the upload limit", photo.Len())
	}
	const upload = `mutation($input: UploadEditionMapInput!) { uploadEditionMap(input: $input) { edition { mapUrl mapWidthPx mapHeightPx } } }`
	if r, _ := w.upload(t, w.clients["user"], upload, map[string]any{"editionId": id}, "map.jpg", photo.Bytes(), false); r.code(0) != "FORBIDDEN" {
		t.Fatalf("a visitor's upload: %+v", r.Errors)
	}
	before := w.auditCount(t)
	res, _ := w.upload(t, w.clients["moderator"], upload, map[string]any{"editionId": id}, "site map.jpg", photo.Bytes(), false)
	var up struct {
		UploadEditionMap struct {
			Edition struct {
				MapURL                  string
				MapWidthPx, MapHeightPx int
			}
		}
	}
	ok(t, res, &up)
	m := up.UploadEditionMap.Edition
	if !regexp.MustCompile(`^/uploads/edition-maps/[0-9a-f-]{36}-map\.jpg\?v=[0-9a-f]{12}$`).MatchString(m.MapURL) ||
		m.MapWidthPx != 2048 || m.MapHeightPx != 1365 {
		t.Fatalf("stored map: %+v", m)
	}
	if w.auditCount(t) != before+1 {
		t.Fatal("the upload left no audit entry")
	}
	resp, err := http.Get(w.s.URL + m.MapURL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body bytes.Buffer
	_, _ = body.ReadFrom(resp.Body)
	cfg, _, err := image.DecodeConfig(bytes.NewReader(body.Bytes()))
	if resp.StatusCode != 200 || err != nil || cfg.Width != 2048 || body.Len() > 1<<20 {
		t.Fatalf("served map: %d, %v, %d px, %d bytes", resp.StatusCode, err, cfg.Width, body.Len())
	}

	// The map's width and the walking settings.
	const update = `mutation($e: ID!, $w: Float, $s: Int, $d: Int) { updateEdition(input: {editionId: $e, mapWidthMeters: $w, walkingMetersPerMinute: $s, defaultWalkMinutes: $d}) {
		edition { mapWidthMeters walkingMetersPerMinute defaultWalkMinutes } } }`
	for _, bad := range []map[string]any{{"w": 0.5}, {"s": 301}, {"d": -1}, {"d": 121}} {
		bad["e"] = id
		if r := w.moderator.run(t, update, bad); r.code(0) != "BAD_USER_INPUT" {
			t.Errorf("%v: %+v", bad, r.Errors)
		}
	}
	var upd struct {
		UpdateEdition struct {
			Edition struct {
				MapWidthMeters                             float64
				WalkingMetersPerMinute, DefaultWalkMinutes int
			}
		}
	}
	ok(t, w.moderator.run(t, update, map[string]any{"e": id, "w": 850.5, "d": 0}), &upd)
	if got := upd.UpdateEdition.Edition; got.MapWidthMeters != 850.5 || got.WalkingMetersPerMinute != 70 || got.DefaultWalkMinutes != 0 {
		t.Fatalf("updated edition: %+v", got)
	}

	// Removing it deletes the file.
	ok(t, w.moderator.run(t, `mutation($e: ID!) { removeEditionMap(input: {editionId: $e}) { edition { mapUrl } } }`, map[string]any{"e": id}), nil)
	if files := storedFiles(t, w.storageDir); len(files) != 0 {
		t.Fatalf("files left: %v", files)
	}
	if r := w.moderator.run(t, `mutation($e: ID!) { removeEditionMap(input: {editionId: $e}) { edition { mapUrl } } }`, map[string]any{"e": id}); r.code(0) != "BAD_USER_INPUT" {
		t.Fatalf("removing no map: %+v", r.Errors)
	}
}
