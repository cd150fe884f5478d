package notify

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"festival/internal/apperr"
	"festival/internal/testclock"
)

// device is a browser's push subscription: its key pair and auth secret.
type device struct {
	key  *ecdh.PrivateKey
	auth []byte
}

func newDevice(t testing.TB) device {
	k, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	auth := make([]byte, 16)
	_, _ = rand.Read(auth)
	return device{key: k, auth: auth}
}

func (d device) p256dh() string {
	return base64.RawURLEncoding.EncodeToString(d.key.PublicKey().Bytes())
}
func (d device) authKey() string { return base64.RawURLEncoding.EncodeToString(d.auth) }

// decrypt opens an RFC 8291 (aes128gcm, RFC 8188) message with the device's private key.
func (d device) decrypt(t *testing.T, body []byte) []byte {
	t.Helper()
	if len(body) < 21 {
		t.Fatalf("body of %d bytes", len(body))
	}
	salt, idlen := body[:16], int(body[20])
	rs := binary.BigEndian.Uint32(body[16:20])
	asPub := body[21 : 21+idlen]
	ct := body[21+idlen:]
	if uint32(len(ct)) > rs {
		t.Fatalf("record of %d bytes over rs %d", len(ct), rs)
	}
	peer, err := ecdh.P256().NewPublicKey(asPub)
	if err != nil {
		t.Fatal(err)
	}
	secret, err := d.key.ECDH(peer)
	if err != nil {
		t.Fatal(err)
	}
	info := append(append([]byte("WebPush: info\x00"), d.key.PublicKey().Bytes()...), asPub...)
	ikm, err := hkdf.Key(sha256.New, secret, d.auth, string(info), 32)
	if err != nil {
		t.Fatal(err)
	}
	cek, _ := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: aes128gcm\x00", 16)
	nonce, _ := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: nonce\x00", 12)
	block, _ := aes.NewCipher(cek)
	gcm, _ := cipher.NewGCM(block)
	plain, err := gcm.Open(nil, nonce, ct, nil)
	if err != nil {
		t.Fatalf("decrypt: %v", err)
	}
	i := len(plain) - 1
	for i >= 0 && plain[i] == 0 {
		i--
	}
	if i < 0 || plain[i] != 2 {
		t.Fatalf("bad padding delimiter")
	}
	return plain[:i]
}

type pushed struct {
	auth string
	body []byte
}

// endpoint is a local push service answering status, recording what it gets.
func endpoint(t *testing.T, status int) (*httptest.Server, func() []pushed) {
	var mu sync.Mutex
	var got []pushed
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		got = append(got, pushed{auth: r.Header.Get("Authorization"), body: b})
		mu.Unlock()
		w.WriteHeader(status)
	}))
	t.Cleanup(srv.Close)
	return srv, func() []pushed {
		mu.Lock()
		defer mu.Unlock()
		return append([]pushed(nil), got...)
	}
}

func (w *world) pusher(t testing.TB, srv *httptest.Server, loopback bool) *Pusher {
	keys, err := LoadVAPID(context.Background(), w.db, "", "", "mailto:ops@example.invalid")
	if err != nil {
		t.Fatal(err)
	}
	p := &Pusher{DB: w.db, Now: testclock.Now, Log: slog.New(slog.DiscardHandler), Keys: keys, AllowLoopback: loopback, Timeout: 5 * time.Second}
	if srv != nil {
		p.RootCAs = srvPool(srv)
	}
	return p
}

func srvPool(srv *httptest.Server) *x509Pool {
	pool := newPool()
	pool.AddCert(srv.Certificate())
	return pool
}

func (w *world) subscribe(t *testing.T, user uuid.UUID, url string, d device) {
	w.exec(t, `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, ?, ?, ?)`, user, url, d.p256dh(), d.authKey())
}

func (w *world) count(t *testing.T, q string, args ...any) int {
	var n int
	if err := w.db.NewRaw(q, args...).Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestPushDecryptsToThePayload(t *testing.T) {
	w := newWorld(t)
	srv, got := endpoint(t, http.StatusCreated)
	d := newDevice(t)
	w.subscribe(t, w.must, srv.URL+"/push/abc", d)
	w.exec(t, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set)
	if n := w.count(t, `SELECT count(*) FROM push_jobs`); n != 1 {
		t.Fatalf("%d push jobs, want 1 (only must has a device)", n)
	}
	p := w.pusher(t, srv, true)
	if _, err := p.Drain(context.Background()); err != nil {
		t.Fatal(err)
	}
	msgs := got()
	if len(msgs) != 1 {
		t.Fatalf("%d pushes delivered", len(msgs))
	}
	if !strings.HasPrefix(msgs[0].auth, "vapid t=") || !strings.Contains(msgs[0].auth, "k="+p.Keys.PublicKey) {
		t.Fatalf("Authorization %q is not VAPID with the server's key", msgs[0].auth)
	}
	var pl Payload
	if err := json.Unmarshal(d.decrypt(t, msgs[0].body), &pl); err != nil {
		t.Fatal(err)
	}
	want := Payload{Title: "Set moved", Body: "Gentle Kites moved: Main Stage → Tent, Sat 20:00", URL: "/festivals/f/editions/e/sets/gentle-kites"}
	if pl.Title != want.Title || pl.Body != want.Body || pl.URL != want.URL || pl.Tag == "" {
		t.Fatalf("payload %+v, want %+v", pl, want)
	}
	if n := w.count(t, `SELECT count(*) FROM push_jobs`); n != 0 {
		t.Fatalf("%d push jobs left after delivery", n)
	}
}

func TestPushGoneRemovesTheSubscription(t *testing.T) {
	for _, status := range []int{http.StatusNotFound, http.StatusGone} {
		w := newWorld(t)
		srv, got := endpoint(t, status)
		w.subscribe(t, w.must, srv.URL+"/push/gone", newDevice(t))
		w.exec(t, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set)
		if _, err := w.pusher(t, srv, true).Drain(context.Background()); err != nil {
			t.Fatal(err)
		}
		if len(got()) != 1 || w.count(t, `SELECT count(*) FROM push_subscriptions`) != 0 || w.count(t, `SELECT count(*) FROM push_jobs`) != 0 {
			t.Fatalf("%d: subscription not removed", status)
		}
	}
}

func TestPushRetriesWithBackoff(t *testing.T) {
	w := newWorld(t)
	srv, got := endpoint(t, http.StatusServiceUnavailable)
	w.subscribe(t, w.must, srv.URL+"/push/busy", newDevice(t))
	w.exec(t, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set)
	p := w.pusher(t, srv, true)
	for range 2 {
		if _, err := p.Drain(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if len(got()) != 1 {
		t.Fatalf("retried at once: %d sends", len(got()))
	}
	if n := w.count(t, `SELECT count(*) FROM push_jobs WHERE attempts = 1 AND run_at > ?`, testclock.Now()); n != 1 {
		t.Fatalf("the job is not waiting for its retry")
	}
}

func TestPushRefusesPrivateAddresses(t *testing.T) {
	w := newWorld(t)
	srv, got := endpoint(t, http.StatusCreated)
	// Loopback without PUSH_ALLOW_LOOPBACK, and a private address.
	w.subscribe(t, w.must, srv.URL+"/push/loop", newDevice(t))
	w.subscribe(t, w.interested, "https://10.1.2.3/push/private", newDevice(t))
	w.exec(t, `UPDATE sets SET stage_id = ? WHERE id = ?`, w.tent, w.set)
	if _, err := w.pusher(t, srv, false).Drain(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(got()) != 0 {
		t.Fatal("a push went to loopback without PUSH_ALLOW_LOOPBACK")
	}
	for _, ep := range []string{"http://example.com/x", "https://127.0.0.1/x", "https://[::1]/x", "https://169.254.169.254/x", "https://192.168.1.1/x", "https://100.64.0.1/x"} {
		if err := CheckEndpoint(context.Background(), ep, false); err == nil {
			t.Errorf("%s was accepted", ep)
		}
	}
	if err := (Subscription{Endpoint: "http://push.example.com/x", P256dh: newDevice(t).p256dh(), Auth: newDevice(t).authKey()}).Check(false); err == nil {
		t.Error("an http endpoint was accepted")
	}
}

type x509Pool = x509.CertPool

func newPool() *x509.CertPool { return x509.NewCertPool() }

func TestSubscribeRefusesPrivateHosts(t *testing.T) {
	w := newWorld(t)
	s := &Service{DB: w.db, Now: testclock.Now}
	ctx := identityCtx(w.must)
	d := newDevice(t)
	for _, ep := range []string{"https://10.0.0.7/push", "https://127.0.0.1:8443/push", "https://localhost/push", "https://[fd00::1]/push"} {
		if _, err := s.Subscribe(ctx, Subscription{Endpoint: ep, P256dh: d.p256dh(), Auth: d.authKey()}); err == nil {
			t.Errorf("%s was accepted", ep)
		}
	}
	if _, err := s.Subscribe(ctx, Subscription{Endpoint: "https://93.184.215.14/push", P256dh: d.p256dh(), Auth: d.authKey()}); err != nil {
		t.Errorf("a public address was refused: %v", err)
	}
	if n := w.count(t, `SELECT count(*) FROM push_subscriptions`); n != 1 {
		t.Fatalf("%d subscriptions kept, want 1", n)
	}
}

// An endpoint registered to one user is refused to another (with a clear BAD_USER_INPUT); it
// stays with its owner, keys unchanged. Its owner may send it again with new keys.
func TestSubscribeRefusesAnotherUsersEndpoint(t *testing.T) {
	w := newWorld(t)
	s := &Service{DB: w.db, Now: time.Now}
	const ep = "https://93.184.215.14/push/device-1"
	owner, thief := newDevice(t), newDevice(t)
	if _, err := s.Subscribe(identityCtx(w.must), Subscription{Endpoint: ep, P256dh: owner.p256dh(), Auth: owner.authKey()}); err != nil {
		t.Fatal(err)
	}
	_, err := s.Subscribe(identityCtx(w.wont), Subscription{Endpoint: ep, P256dh: thief.p256dh(), Auth: thief.authKey()})
	if code := apperr.CodeOf(err); code != apperr.BadUserInput || !strings.Contains(err.Error(), "another account") {
		t.Fatalf("another user's endpoint: %v (%s), want BAD_USER_INPUT", err, code)
	}
	if n := w.count(t, `SELECT count(*) FROM push_subscriptions WHERE endpoint = ? AND user_id = ? AND p256dh = ? AND auth = ?`,
		ep, w.must, owner.p256dh(), owner.authKey()); n != 1 {
		t.Fatal("the endpoint moved or its keys changed")
	}
	if set, _ := s.SettingsOf(context.Background(), w.wont); set.Devices != 0 {
		t.Fatalf("the caller got %d devices", set.Devices)
	}
	fresh := newDevice(t)
	if _, err := s.Subscribe(identityCtx(w.must), Subscription{Endpoint: ep, P256dh: fresh.p256dh(), Auth: fresh.authKey()}); err != nil {
		t.Fatalf("the owner's own endpoint again: %v", err)
	}
	if n := w.count(t, `SELECT count(*) FROM push_subscriptions WHERE user_id = ? AND p256dh = ?`, w.must, fresh.p256dh()); n != 1 {
		t.Fatal("the owner's new keys were not kept")
	}
}
