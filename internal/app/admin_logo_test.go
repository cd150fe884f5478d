package app

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"festival/internal/mailtest"
	"festival/internal/testdb"
)

const uploadLogo = `mutation($input: UploadFestivalLogoInput!) { uploadFestivalLogo(input: $input) { festival { id logoUrl } } }`

// testPNG is a small valid PNG, stored without compression and with bytes after its end, so a
// re-encoded copy cannot be byte-identical.
func testPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 16, 12))
	for x := 0; x < 16; x++ {
		img.Set(x, x%12, color.RGBA{200, 10, 10, 255})
	}
	var b bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.NoCompression}).Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	b.WriteString("<script>alert(1)</script>")
	return b.Bytes()
}

// pngHeaderOnly is the start of a PNG that claims w x h pixels (a valid IHDR chunk) and
// nothing else.
func pngHeaderOnly(w, h uint32) []byte {
	var ihdr bytes.Buffer
	ihdr.WriteString("IHDR")
	_ = binary.Write(&ihdr, binary.BigEndian, w)
	_ = binary.Write(&ihdr, binary.BigEndian, h)
	ihdr.Write([]byte{8, 6, 0, 0, 0}) // 8-bit RGBA
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	_ = binary.Write(&b, binary.BigEndian, uint32(13))
	b.Write(ihdr.Bytes())
	_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(ihdr.Bytes()))
	return b.Bytes()
}

func storedFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	return files
}

// Refused logos leave nothing behind; a valid PNG comes back re-encoded, under the server's
// own name, served with the cache and nosniff headers; removing it deletes the file.
func TestAdminLogoUpload(t *testing.T) {
	w := newAdminWorld(t)
	var f struct {
		CreateFestival struct{ Festival struct{ ID, Slug string } }
	}
	ok(t, w.moderator.run(t, `mutation { createFestival(input: {name: "Logo Fest"}) { festival { id slug } } }`, nil), &f)
	id := f.CreateFestival.Festival.ID
	mod := w.clients["moderator"]
	valid := testPNG(t)
	html := append([]byte("\x89PNG\r\n\x1a\n"), []byte("<html><body><script>alert(1)</script></body></html>")...)

	for _, c := range []struct {
		name, file string
		data       []byte
		want       string
	}{
		{"5 MB + 1 byte", "big.png", append(pngHeaderOnly(100, 100), make([]byte, 5<<20+1-len(pngHeaderOnly(100, 100)))...), "File size must be less than 5MB"},
		{"an SVG", "logo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), "Please choose a PNG, JPEG or WebP image"},
		{"a PNG header followed by HTML", "logo.png", html, "The file is not a valid image"},
		{"a 30000 x 30000 header", "huge.png", pngHeaderOnly(30000, 30000), "The image must be at most 4096 × 4096 pixels"},
		{"a file name with ../", "../../etc/logo.png", valid, "Invalid file name"},
	} {
		r, status := w.upload(t, mod, uploadLogo, map[string]any{"festivalId": id}, c.file, c.data, false)
		if (status != 200 && status != 400) || len(r.Errors) == 0 || r.Errors[0].Message != c.want || r.code(0) != "BAD_USER_INPUT" {
			t.Errorf("%s: status %d, %+v, want %q", c.name, status, r.Errors, c.want)
		}
		if files := storedFiles(t, w.storageDir); len(files) != 0 {
			t.Errorf("%s: stored %v", c.name, files)
		}
	}
	// Without the upload header a multipart request is refused before GraphQL (CSRF).
	if _, status := w.upload(t, mod, uploadLogo, map[string]any{"festivalId": id}, "logo.png", valid, true); status != http.StatusBadRequest {
		t.Errorf("multipart without the header: %d", status)
	}
	// Only the Core team may upload.
	for _, a := range []struct {
		c    *client
		code string
	}{{nil, "UNAUTHENTICATED"}, {w.clients["user"], "FORBIDDEN"}} {
		if r, _ := w.upload(t, a.c, uploadLogo, map[string]any{"festivalId": id}, "logo.png", valid, false); r.code(0) != a.code {
			t.Errorf("upload: %+v, want %s", r.Errors, a.code)
		}
	}
	var logo struct {
		Festival struct{ LogoURL *string }
	}
	ok(t, w.moderator.run(t, `{ festival(slug: "logo-fest") { logoUrl } }`, nil), &logo)
	if logo.Festival.LogoURL != nil || len(storedFiles(t, w.storageDir)) != 0 {
		t.Fatalf("a refused upload left a logo: %v", logo.Festival.LogoURL)
	}

	before := w.auditCount(t)
	r, _ := w.upload(t, mod, uploadLogo, map[string]any{"festivalId": id}, "My Logo.PNG", valid, false)
	var up struct {
		UploadFestivalLogo struct{ Festival struct{ LogoURL string } }
	}
	ok(t, r, &up)
	u := up.UploadFestivalLogo.Festival.LogoURL
	if !regexp.MustCompile(`^/uploads/festival-logos/logo-fest-logo\.png\?v=[0-9a-f]{12}$`).MatchString(u) {
		t.Fatalf("logoUrl = %q", u)
	}
	if w.auditCount(t) != before+1 {
		t.Errorf("the upload left no audit entry")
	}
	resp, err := http.Get(w.s.URL + u)
	if err != nil {
		t.Fatal(err)
	}
	served, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Cache-Control") != "max-age=3600" ||
		resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("GET logo: %d %v", resp.StatusCode, resp.Header)
	}
	if bytes.Equal(served, valid) || bytes.Contains(served, []byte("<script>")) {
		t.Fatal("the logo was stored as uploaded, not re-encoded")
	}
	img, err := png.Decode(bytes.NewReader(served))
	if err != nil || img.Bounds().Dx() != 16 || img.Bounds().Dy() != 12 {
		t.Fatalf("served logo does not decode: %v", err)
	}
	if files := storedFiles(t, w.storageDir); len(files) != 1 || !strings.HasSuffix(files[0], filepath.FromSlash("festival-logos/logo-fest-logo.png")) {
		t.Fatalf("stored %v", files)
	}

	ok(t, w.admin.run(t, `mutation($id: ID!) { removeFestivalLogo(input: {festivalId: $id}) { festival { logoUrl } } }`, map[string]any{"id": id}), nil)
	if files := storedFiles(t, w.storageDir); len(files) != 0 {
		t.Fatalf("removed logo still stored: %v", files)
	}
	if resp, err := http.Get(w.s.URL + u); err != nil || resp.StatusCode != 404 {
		t.Fatalf("removed logo still served")
	}
}

// With S3_BUCKET set, logos go to the S3-compatible bucket (gofakes3, in process), so a logo
// uploaded through one instance is served by another, removing it through that other one
// deletes it from the bucket, and nothing is written to the local disk.
func TestLogoInTheBucketIsServedByEveryInstance(t *testing.T) {
	backend := s3mem.New()
	if err := backend.CreateBucket("logos"); err != nil {
		t.Fatal(err)
	}
	fake := gofakes3.New(backend).Server()
	bucket := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.Header.Get("Authorization"), "AWS4-HMAC-SHA256 Credential=festival/") {
			http.Error(w, "<Error><Code>AccessDenied</Code></Error>", http.StatusForbidden)
			return
		}
		fake.ServeHTTP(w, r)
	}))
	defer bucket.Close()
	objects := func() map[string][]byte {
		list, err := backend.ListBucket("logos", nil, gofakes3.ListBucketPage{})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string][]byte{}
		for _, c := range list.Contents {
			o, err := backend.GetObject("logos", c.Key, nil)
			if err != nil {
				t.Fatal(err)
			}
			out[c.Key], _ = io.ReadAll(o.Contents)
			o.Contents.Close()
		}
		return out
	}
	url := testdb.URL(t)
	smtp := mailtest.Start(t)
	dirA, dirB := t.TempDir(), t.TempDir()
	env := func(dir string) map[string]string {
		return map[string]string{"DATABASE_URL": url, "SMTP_URL": smtp.URL(), "STORAGE_DIR": dir, "S3_ENDPOINT": bucket.URL,
			"S3_BUCKET": "logos", "S3_REGION": "eu-test-1", "S3_ACCESS_KEY_ID": "festival", "S3_SECRET_ACCESS_KEY": "secret"}
	}
	a, b := startServer(t, env(dirA)), startServer(t, env(dirB))
	mod := signIn(t, a, smtp, "mod@example.com")
	execSQL(t, openURL(t, url), `INSERT INTO admin_roles (user_id, role) SELECT id, 'moderator' FROM users WHERE email = 'mod@example.com'`)
	var f struct {
		CreateFestival struct{ Festival struct{ ID string } }
	}
	r, _ := mod.gql(t, `mutation { createFestival(input: {name: "Bucket Fest"}) { festival { id } } }`, nil)
	ok(t, r, &f)
	r, _ = adminWorld{s: a}.upload(t, mod, uploadLogo, map[string]any{"festivalId": f.CreateFestival.Festival.ID}, "logo.png", testPNG(t), false)
	var up struct {
		UploadFestivalLogo struct{ Festival struct{ LogoURL string } }
	}
	ok(t, r, &up)
	stored := objects()
	if len(stored) != 1 || stored["festival-logos/bucket-fest-logo.png"] == nil {
		t.Fatalf("the bucket holds %d objects, want the logo", len(stored))
	}
	for name, s := range map[string]*testServer{"the uploading instance": a, "another instance": b} {
		resp, err := http.Get(s.URL + up.UploadFestivalLogo.Festival.LogoURL)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" || !bytes.Equal(body, stored["festival-logos/bucket-fest-logo.png"]) {
			t.Errorf("%s serves the logo: %d %s, %d bytes", name, resp.StatusCode, resp.Header.Get("Content-Type"), len(body))
		}
	}
	if files := append(storedFiles(t, dirA), storedFiles(t, dirB)...); len(files) > 0 {
		t.Errorf("files on the local disk: %v", files)
	}
	// Removed through the other instance: gone from the bucket, served by neither.
	modB := &client{s: b, http: mod.http} // the same session (cookies are not per port)
	r, _ = modB.gql(t, `mutation($id: ID!) { removeFestivalLogo(input: {festivalId: $id}) { festival { logoUrl } } }`,
		map[string]any{"id": f.CreateFestival.Festival.ID})
	ok(t, r, nil)
	if left := objects(); len(left) != 0 {
		t.Fatalf("the bucket still holds %d objects", len(left))
	}
	for name, s := range map[string]*testServer{"the uploading instance": a, "another instance": b} {
		resp, err := http.Get(s.URL + up.UploadFestivalLogo.Festival.LogoURL)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 404 {
			t.Errorf("%s serves a removed logo: %d", name, resp.StatusCode)
		}
	}
}

// S3_BUCKET needs the service's URL and credentials; without it, logos stay on the local disk.
func TestConfigS3Bucket(t *testing.T) {
	full := map[string]string{"S3_BUCKET": "logos", "S3_ENDPOINT": "https://s3.example.test", "S3_ACCESS_KEY_ID": "id", "S3_SECRET_ACCESS_KEY": "secret"}
	c, err := LoadConfig(func(k string) string { return full[k] })
	if err != nil || c.S3 == nil || c.S3.Bucket != "logos" || c.S3.Region != "us-east-1" || c.S3.Endpoint != "https://s3.example.test" {
		t.Fatalf("config %+v, %v", c.S3, err)
	}
	for _, missing := range []string{"S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"} {
		if _, err := LoadConfig(func(k string) string {
			if k == missing {
				return ""
			}
			return full[k]
		}); err == nil || !strings.Contains(err.Error(), missing) {
			t.Errorf("without %s: %v", missing, err)
		}
	}
	if c, err := LoadConfig(func(string) string { return "" }); err != nil || c.S3 != nil {
		t.Fatalf("without S3_BUCKET: %+v %v", c.S3, err)
	}
}
