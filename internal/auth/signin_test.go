package auth_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"festival/internal/apperr"
	"festival/internal/auth"
	"festival/internal/db"
	"festival/internal/identity"
	"festival/internal/mail"
	"festival/internal/mailtest"
	"festival/internal/testdb"
)

// clock is an injectable, settable time.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

type env struct {
	store  *db.DB
	smtp   *mailtest.Server
	clock  *clock
	signIn *auth.SignIn
	users  *auth.Users
}

func newEnv(t *testing.T) *env {
	t.Helper()
	store := testdb.Open(t)
	smtp := mailtest.Start(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	sender, err := mail.New(smtp.URL(), "festival@localhost", log)
	if err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Date(2026, 7, 17, 12, 0, 0, 0, time.UTC)}
	roles := &auth.Roles{DB: store.DB, Now: c.Now}
	sessions := &auth.Sessions{DB: store.DB, Pool: store.Pool, Now: c.Now, Idle: 24 * time.Hour, Absolute: 48 * time.Hour, Roles: roles}
	return &env{
		store: store, smtp: smtp, clock: c, users: &auth.Users{DB: store.DB},
		signIn: &auth.SignIn{
			DB: store.DB, Now: c.Now, Mail: sender, Limiter: &auth.Limiter{DB: store.DB, Now: c.Now},
			Sessions: sessions, Roles: roles, PublicURL: "http://localhost:8080", AppDomain: "localhost", Log: log,
		},
	}
}

// ctxFrom gives each caller its own client address, so per-IP limits stay out of the way.
func ctxFrom(ip string) context.Context {
	return auth.WithRequest(context.Background(), &auth.Request{ClientIP: ip})
}

var codeRe = regexp.MustCompile(`code is (\d{6})`)
var linkRe = regexp.MustCompile(`/auth/magic#token=([A-Za-z0-9_-]+)`)

// requestCode asks for a code and reads it (and the link token) out of the received e-mail.
func (e *env) requestCode(t *testing.T, email string) (code, link string) {
	t.Helper()
	if _, err := e.signIn.RequestCode(ctxFrom("10.0.0.1"), email, nil, nil); err != nil {
		t.Fatal(err)
	}
	m := e.smtp.WaitFor(t, strings.ToLower(strings.TrimSpace(email)))
	c := codeRe.FindStringSubmatch(m.Text)
	l := linkRe.FindStringSubmatch(m.Text)
	if c == nil || l == nil || !regexp.MustCompile(`<a href="http://localhost:8080/auth/magic#token=`).MatchString(m.HTML) {
		t.Fatalf("mail lacks code or link: %q / %q", m.Text, m.HTML)
	}
	if m.Subject == "" || !regexp.MustCompile(`expire in 10 minutes`).MatchString(m.Text) {
		t.Fatalf("mail lacks subject or expiry: %+v", m)
	}
	return c[1], l[1]
}

func codeOf(err error) string { return apperr.CodeOf(err) }

func wrongCode(code string) string {
	if code == "000000" {
		return "111111"
	}
	return "000000"
}

func TestCodeSignsInOnceAndCreatesTheAccount(t *testing.T) {
	e := newEnv(t)
	code, _ := e.requestCode(t, "Ada@Example.com ")
	res, err := e.signIn.VerifyCode(ctxFrom("10.0.0.2"), "ada@example.com", code)
	if err != nil {
		t.Fatal(err)
	}
	if res.User.Email != "ada@example.com" || len(res.Token) < 40 {
		t.Fatalf("result = %+v", res)
	}
	v, err := e.signIn.Sessions.Lookup(context.Background(), res.Token)
	if err != nil || v == nil || v.UserID != res.User.ID {
		t.Fatalf("session lookup = %+v, %v", v, err)
	}
	if _, err := e.signIn.VerifyCode(ctxFrom("10.0.0.2"), "ada@example.com", code); codeOf(err) != apperr.BadUserInput {
		t.Fatalf("reuse of a consumed code: %v", err)
	}
	var stored int
	if err := e.store.NewRaw("SELECT count(*) FROM sessions WHERE token_hash = ?", []byte(res.Token)).Scan(context.Background(), &stored); err != nil || stored != 0 {
		t.Fatalf("the raw token must not be stored (found %d, %v)", stored, err)
	}
}

func TestCodeExpiresAfterTenMinutes(t *testing.T) {
	e := newEnv(t)
	code, _ := e.requestCode(t, "late@example.com")
	e.clock.Add(10*time.Minute + time.Second)
	if _, err := e.signIn.VerifyCode(ctxFrom("10.0.0.3"), "late@example.com", code); codeOf(err) != apperr.BadUserInput {
		t.Fatalf("expired code: %v", err)
	}

	code, _ = e.requestCode(t, "ontime@example.com")
	e.clock.Add(9*time.Minute + 59*time.Second)
	if _, err := e.signIn.VerifyCode(ctxFrom("10.0.0.3"), "ontime@example.com", code); err != nil {
		t.Fatalf("a code at 9:59 must work: %v", err)
	}
}

func TestSixthTryFailsEvenWithTheRightCode(t *testing.T) {
	e := newEnv(t)
	code, _ := e.requestCode(t, "guess@example.com")
	// The limit is written out: looping to MaxCodeAttempts would pass whatever its value.
	for try := 1; try <= 5; try++ {
		_, err := e.signIn.VerifyCode(ctxFrom("10.0.0.4"), "guess@example.com", wrongCode(code))
		if err == nil || err.Error() != auth.MsgCodeWrong {
			t.Fatalf("try %d must be checked and found wrong: %v", try, err)
		}
	}
	var attempts int
	if err := e.store.NewRaw("SELECT attempts FROM sign_in_codes WHERE email = 'guess@example.com'").Scan(context.Background(), &attempts); err != nil || attempts != 5 {
		t.Fatalf("attempts = %d, %v; want 5", attempts, err)
	}
	if _, err := e.signIn.VerifyCode(ctxFrom("10.0.0.4"), "guess@example.com", code); err == nil || err.Error() != auth.MsgCodeDead {
		t.Fatalf("6th try with the right code: %v", err)
	}
}

func TestConcurrentVerificationsGiveExactlyOneSession(t *testing.T) {
	e := newEnv(t)
	code, _ := e.requestCode(t, "race@example.com")
	var ok atomic.Int32
	var wg sync.WaitGroup
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := e.signIn.VerifyCode(ctxFrom("10.0.1.1"), "race@example.com", code); err == nil {
				ok.Add(1)
			}
		}()
	}
	wg.Wait()
	var sessions int
	_ = e.store.NewRaw("SELECT count(*) FROM sessions").Scan(context.Background(), &sessions)
	if ok.Load() != 1 || sessions != 1 {
		t.Fatalf("%d successes, %d sessions; want exactly 1", ok.Load(), sessions)
	}
}

func TestMagicLinkIsSingleUseAndCarriesReturnTo(t *testing.T) {
	e := newEnv(t)
	ret := "http://aurora.localhost:8080/editions/2026/sets?invite=abc"
	inv := "abc"
	if _, err := e.signIn.RequestCode(ctxFrom("10.0.0.5"), "link@example.com", &inv, &ret); err != nil {
		t.Fatal(err)
	}
	m := e.smtp.WaitFor(t, "link@example.com")
	token := linkRe.FindStringSubmatch(m.Text)[1]
	res, err := e.signIn.VerifyLink(ctxFrom("10.0.0.5"), token)
	if err != nil {
		t.Fatal(err)
	}
	if res.ReturnTo == nil || *res.ReturnTo != ret || res.InviteToken == nil || *res.InviteToken != "abc" {
		t.Fatalf("returnTo %v invite %v", res.ReturnTo, res.InviteToken)
	}
	if _, err := e.signIn.VerifyLink(ctxFrom("10.0.0.5"), token); err == nil || err.Error() != auth.MsgLinkDead {
		t.Fatalf("link reuse: %v", err)
	}
	// The code of the same mail died with the link.
	code := codeRe.FindStringSubmatch(m.Text)[1]
	if _, err := e.signIn.VerifyCode(ctxFrom("10.0.0.5"), "link@example.com", code); err == nil {
		t.Fatal("the code must die with its link")
	}
}

func TestReturnToCannotLeaveTheSite(t *testing.T) {
	e := newEnv(t)
	for _, ret := range []string{"https://evil.example/x", "//evil.example/x", "javascript:alert(1)", "http://localhost.evil.example/"} {
		r := ret
		email := "rt" + string(rune('a'+len(ret)%26)) + "@example.com"
		e.clock.Add(2 * time.Minute)
		if _, err := e.signIn.RequestCode(ctxFrom("10.0.2.1"), email, nil, &r); err != nil {
			t.Fatal(err)
		}
		token := linkRe.FindStringSubmatch(e.smtp.WaitFor(t, email).Text)[1]
		res, err := e.signIn.VerifyLink(ctxFrom("10.0.2.1"), token)
		if err != nil {
			t.Fatal(err)
		}
		if res.ReturnTo != nil {
			t.Errorf("returnTo %q kept as %q", ret, *res.ReturnTo)
		}
	}
}

func TestNewCodeAtMostOncePerMinutePerAddress(t *testing.T) {
	e := newEnv(t)
	e.requestCode(t, "twice@example.com")
	_, err := e.signIn.RequestCode(ctxFrom("10.0.3.1"), "twice@example.com", nil, nil)
	if codeOf(err) != apperr.RateLimited {
		t.Fatalf("second request within a minute: %v", err)
	}
	e.clock.Add(61 * time.Second)
	if _, err := e.signIn.RequestCode(ctxFrom("10.0.3.1"), "twice@example.com", nil, nil); err != nil {
		t.Fatalf("after a minute: %v", err)
	}
}

func TestPerIPLimits(t *testing.T) {
	// Production limits are sized for thousands of people behind one carrier-NAT address.
	if auth.DefaultRequestIPLimit != (auth.Limit{N: 300, Window: 10 * time.Minute}) ||
		auth.DefaultVerifyIPLimit != (auth.Limit{N: 600, Window: 10 * time.Minute}) {
		t.Fatalf("per-IP limits: %+v %+v", auth.DefaultRequestIPLimit, auth.DefaultVerifyIPLimit)
	}
	e := newEnv(t)
	e.signIn.RequestIPLimit = auth.Limit{N: 10, Window: 10 * time.Minute}
	e.signIn.VerifyIPLimit = auth.Limit{N: 30, Window: 10 * time.Minute}
	var last error
	for i := 0; i < 11; i++ {
		_, last = e.signIn.RequestCode(ctxFrom("10.9.9.9"), "ip"+string(rune('a'+i))+"@example.com", nil, nil)
	}
	if codeOf(last) != apperr.RateLimited {
		t.Fatalf("11th request from one address: %v", last)
	}
	for i := 0; i < 31; i++ {
		_, last = e.signIn.VerifyCode(ctxFrom("10.9.9.8"), "nobody@example.com", "123456")
	}
	if codeOf(last) != apperr.RateLimited || last.Error() != auth.MsgRateLimited {
		t.Fatalf("31st verification from one address: %v", last)
	}
	// IPv6 clients count by /64: varying the interface part does not reset the limit.
	for i := 0; i < 11; i++ {
		_, last = e.signIn.RequestCode(ctxFrom(fmt.Sprintf("2001:db8:1:2::%x", i+1)), fmt.Sprintf("v6-%d@example.com", i), nil, nil)
	}
	if codeOf(last) != apperr.RateLimited {
		t.Fatalf("11th request from one IPv6 /64: %v", last)
	}
	if _, err := e.signIn.RequestCode(ctxFrom("2001:db8:1:3::1"), "v6-other@example.com", nil, nil); err != nil {
		t.Fatalf("another /64: %v", err)
	}
}

func TestKnownAndUnknownAddressesLookTheSame(t *testing.T) {
	e := newEnv(t)
	code, _ := e.requestCode(t, "known@example.com")
	if _, err := e.signIn.VerifyCode(ctxFrom("10.0.4.1"), "known@example.com", code); err != nil {
		t.Fatal(err)
	}
	e.clock.Add(2 * time.Minute)
	a, errA := e.signIn.RequestCode(ctxFrom("10.0.4.2"), "known@example.com", nil, nil)
	b, errB := e.signIn.RequestCode(ctxFrom("10.0.4.3"), "unknown@example.com", nil, nil)
	if errA != nil || errB != nil || a != "known@example.com" || b != "unknown@example.com" {
		t.Fatalf("answers differ: %q %v / %q %v", a, errA, b, errB)
	}
	ma, mb := e.smtp.WaitFor(t, "known@example.com"), e.smtp.WaitFor(t, "unknown@example.com")
	if codeRe.ReplaceAllString(linkRe.ReplaceAllString(ma.Text, ""), "") != codeRe.ReplaceAllString(linkRe.ReplaceAllString(mb.Text, ""), "") {
		t.Fatal("the e-mails differ beyond code and link")
	}
	_, errA = e.signIn.VerifyCode(ctxFrom("10.0.4.4"), "known@example.com", "000001")
	_, errB = e.signIn.VerifyCode(ctxFrom("10.0.4.5"), "nobody-at-all@example.com", "000001")
	var ea, eb *apperr.Error
	if !errors.As(errA, &ea) || !errors.As(errB, &eb) || ea.Code != eb.Code {
		t.Fatalf("verify errors differ in kind: %v / %v", errA, errB)
	}
}

func TestBootstrapSuperAdminOnlyWhileNoneExists(t *testing.T) {
	e := newEnv(t)
	e.signIn.BootstrapEmail = "boss@example.com"
	code, _ := e.requestCode(t, "boss@example.com")
	res, err := e.signIn.VerifyCode(ctxFrom("10.0.5.1"), "boss@example.com", code)
	if err != nil {
		t.Fatal(err)
	}
	if r := e.signIn.Roles.RoleOf(context.Background(), res.User.ID); r != auth.RoleSuperAdmin {
		t.Fatalf("role = %q", r)
	}
	// A second bootstrap address sign-in while one exists gets nothing.
	e.signIn.BootstrapEmail = "boss2@example.com"
	code, _ = e.requestCode(t, "boss2@example.com")
	res, err = e.signIn.VerifyCode(ctxFrom("10.0.5.1"), "boss2@example.com", code)
	if err != nil {
		t.Fatal(err)
	}
	if r := e.signIn.Roles.RoleOf(context.Background(), res.User.ID); r != "" {
		t.Fatalf("second bootstrap got %q", r)
	}
}

// No per-instance cache: a role changed elsewhere (another instance, SQL) counts at once.
func TestRoleChangesCountAtOnce(t *testing.T) {
	e := newEnv(t)
	roles := e.signIn.Roles
	if err := roles.GrantByEmail(context.Background(), "mod@example.com", auth.RoleModerator); err != nil {
		t.Fatal(err)
	}
	u := new(auth.User)
	if err := e.store.NewSelect().Model(u).Where("email = ?", "mod@example.com").Scan(context.Background()); err != nil {
		t.Fatal(err)
	}
	if r := roles.RoleOf(context.Background(), u.ID); r != auth.RoleModerator {
		t.Fatalf("role = %q", r)
	}
	// Another instance changes the role; this one sees it on the next check.
	if _, err := e.store.ExecContext(context.Background(), "UPDATE admin_roles SET role = 'admin'"); err != nil {
		t.Fatal(err)
	}
	if r := roles.RoleOf(context.Background(), u.ID); r != auth.RoleAdmin {
		t.Fatalf("after a change elsewhere role = %q", r)
	}
	v := &identity.Viewer{Role: auth.RoleModerator}
	if v.IsAdmin() || !v.CanEditArtists() {
		t.Fatal("moderator: not admin, but core team")
	}
	if found, err := roles.RevokeByEmail(context.Background(), "mod@example.com"); err != nil || !found {
		t.Fatalf("revoke: %v %v", found, err)
	}
}

func TestUsernameRules(t *testing.T) {
	e := newEnv(t)
	code, _ := e.requestCode(t, "name@example.com")
	res, err := e.signIn.VerifyCode(ctxFrom("10.0.6.1"), "name@example.com", code)
	if err != nil {
		t.Fatal(err)
	}
	long := ""
	for i := 0; i < 51; i++ {
		long += "a"
	}
	cases := map[string]string{
		"   ":        auth.MsgUsernameRequired,
		" a ":        auth.MsgUsernameShort,
		long:         auth.MsgUsernameLong,
		"bad name":   auth.MsgUsernameChars,
		"emoji🎵":     auth.MsgUsernameChars,
		"drop;table": auth.MsgUsernameChars,
	}
	for in, want := range cases {
		s := in
		_, err := e.users.UpdateProfile(context.Background(), res.User.ID, auth.ProfileUpdate{Username: &s})
		if err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
	name := "  Raver_01 "
	u, err := e.users.UpdateProfile(context.Background(), res.User.ID, auth.ProfileUpdate{Username: &name})
	if err != nil || *u.Username != "Raver_01" {
		t.Fatalf("valid name: %v %v", u, err)
	}
	// Unique regardless of case.
	other, _ := e.requestCode(t, "other@example.com")
	res2, err := e.signIn.VerifyCode(ctxFrom("10.0.6.2"), "other@example.com", other)
	if err != nil {
		t.Fatal(err)
	}
	taken := "raver_01"
	_, err = e.users.UpdateProfile(context.Background(), res2.User.ID, auth.ProfileUpdate{Username: &taken})
	if codeOf(err) != apperr.Conflict || err.Error() != auth.MsgUsernameTaken {
		t.Fatalf("taken name: %v", err)
	}
}

// failCode requests a code for email (advancing the clock past the resend interval) and makes
// n wrong tries at it, each from its own address.
func (e *env) failCode(t *testing.T, email string, n int) (code, link string) {
	t.Helper()
	e.clock.Add(auth.ResendInterval + time.Second)
	code, link = e.requestCode(t, email)
	for i := 0; i < n; i++ {
		if _, err := e.signIn.VerifyCode(ctxFrom("10.7.0.1"), email, wrongCode(code)); err == nil || err.Error() != auth.MsgCodeWrong {
			t.Fatalf("wrong try: %v", err)
		}
	}
	return code, link
}

func failures(t *testing.T, e *env, email string) int {
	t.Helper()
	var n int
	if err := e.store.NewRaw("SELECT coalesce(sum(count), 0) FROM rate_limits WHERE key = ?", "signin-fail:email:"+email).
		Scan(context.Background(), &n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestWrongCodesPerAddressAreCappedADayButTheLinkStillWorks(t *testing.T) {
	e := newEnv(t)
	const email = "target@example.com"
	for i := 0; i < auth.MaxFailuresPerAddress/auth.MaxCodeAttempts; i++ {
		e.failCode(t, email, auth.MaxCodeAttempts)
	}
	if n := failures(t, e, email); n != auth.MaxFailuresPerAddress {
		t.Fatalf("%d failures counted, want %d", n, auth.MaxFailuresPerAddress)
	}
	// The 21st try is refused even with a fresh, right code; the answer names no account.
	code, link := e.failCode(t, email, 0)
	_, err := e.signIn.VerifyCode(ctxFrom("10.7.0.2"), email, code)
	if codeOf(err) != apperr.RateLimited || err.Error() != auth.MsgCodesLocked {
		t.Fatalf("right code past the cap: %v", err)
	}
	// An address that never had a code, or the same with other letter case, gets the same answer.
	if _, err := e.signIn.VerifyCode(ctxFrom("10.7.0.2"), " Target@Example.com", code); err == nil || err.Error() != auth.MsgCodesLocked {
		t.Fatalf("same address, other case: %v", err)
	}
	// The magic link of the same mail still signs in.
	res, err := e.signIn.VerifyLink(ctxFrom("10.7.0.2"), link)
	if err != nil || res.User.Email != email {
		t.Fatalf("magic link past the cap: %v", err)
	}
	// Other addresses are not affected; the cap ends with the day.
	other, _ := e.failCode(t, "bystander@example.com", 0)
	if _, err := e.signIn.VerifyCode(ctxFrom("10.7.0.3"), "bystander@example.com", other); err != nil {
		t.Fatalf("another address: %v", err)
	}
	e.clock.Add(24 * time.Hour)
	code, _ = e.failCode(t, email, 0)
	if _, err := e.signIn.VerifyCode(ctxFrom("10.7.0.2"), email, code); err != nil {
		t.Fatalf("next day: %v", err)
	}
}

// Tries against no live code and right codes do not count as failures.
func TestOnlyWrongCodesCountTowardsTheAddressCap(t *testing.T) {
	e := newEnv(t)
	for i := 0; i < 30; i++ {
		if _, err := e.signIn.VerifyCode(ctxFrom("10.7.1.1"), "nocode@example.com", "123456"); err == nil || err.Error() != auth.MsgCodeDead {
			t.Fatalf("no code: %v", err)
		}
	}
	if n := failures(t, e, "nocode@example.com"); n != 0 {
		t.Fatalf("%d failures counted without a live code", n)
	}
	code, _ := e.failCode(t, "ok@example.com", 2)
	if _, err := e.signIn.VerifyCode(ctxFrom("10.7.1.1"), "ok@example.com", code); err != nil {
		t.Fatal(err)
	}
	if n := failures(t, e, "ok@example.com"); n != 2 {
		t.Fatalf("%d failures counted, want 2", n)
	}
}

// 30 wrong tries at once cannot push the count past the cap.
func TestConcurrentWrongCodesCannotExceedTheAddressCap(t *testing.T) {
	e := newEnv(t)
	const email = "burst@example.com"
	before := auth.MaxFailuresPerAddress - 2
	for before > 0 {
		n := min(before, auth.MaxCodeAttempts)
		e.failCode(t, email, n)
		before -= n
	}
	code, _ := e.failCode(t, email, 0) // 5 tries left on this code, 2 under the cap
	var wrong, locked atomic.Int32
	var wg sync.WaitGroup
	for i := 0; i < 30; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := e.signIn.VerifyCode(ctxFrom("10.7.2."+string(rune('0'+i%10))), email, wrongCode(code))
			switch {
			case err != nil && err.Error() == auth.MsgCodeWrong:
				wrong.Add(1)
			case err != nil && err.Error() == auth.MsgCodesLocked:
				locked.Add(1)
			case err != nil && err.Error() == auth.MsgCodeDead:
			default:
				t.Errorf("unexpected answer: %v", err)
			}
		}()
	}
	wg.Wait()
	if n := failures(t, e, email); n != auth.MaxFailuresPerAddress || wrong.Load() != 2 {
		t.Fatalf("%d failures counted, %d wrong answers (%d locked); want %d and 2", n, wrong.Load(), locked.Load(), auth.MaxFailuresPerAddress)
	}
	if _, err := e.signIn.VerifyCode(ctxFrom("10.7.2.9"), email, code); err == nil || err.Error() != auth.MsgCodesLocked {
		t.Fatalf("right code after the burst: %v", err)
	}
}

func TestSignInInputsAreBounded(t *testing.T) {
	e := newEnv(t)
	long := strings.Repeat("a", 243) + "@example.com" // 255 characters
	if _, err := e.signIn.RequestCode(ctxFrom("10.8.0.1"), long, nil, nil); err == nil || err.Error() != auth.MsgEmailInvalid {
		t.Fatalf("255-character e-mail: %v", err)
	}
	if _, err := e.signIn.VerifyCode(ctxFrom("10.8.0.1"), long, "123456"); err == nil || err.Error() != auth.MsgEmailInvalid {
		t.Fatalf("255-character e-mail, verify: %v", err)
	}
	ok := strings.Repeat("a", 242) + "@example.com" // 254 characters
	if _, err := e.signIn.RequestCode(ctxFrom("10.8.0.1"), ok, nil, nil); err != nil {
		t.Fatalf("254-character e-mail: %v", err)
	}
	for _, code := range []string{"1234567", strings.Repeat("1", 10000), "12345", "12a456"} {
		if _, err := e.signIn.VerifyCode(ctxFrom("10.8.0.1"), ok, code); err == nil || err.Error() != auth.MsgCodeFormat {
			t.Fatalf("code %.10q: %v", code, err)
		}
	}
	for _, token := range []string{"", strings.Repeat("A", 101), strings.Repeat("A", 1<<20)} {
		if _, err := e.signIn.VerifyLink(ctxFrom("10.8.0.2"), token); codeOf(err) != apperr.BadUserInput || err.Error() != auth.MsgLinkDead {
			t.Fatalf("token of %d characters: %v", len(token), err)
		}
	}
	// Over-long returnTo and invite tokens are dropped, not stored.
	e.clock.Add(2 * time.Minute)
	ret, inv := "/"+strings.Repeat("x", 2000), strings.Repeat("i", 201)
	if _, err := e.signIn.RequestCode(ctxFrom("10.8.0.3"), "bounds@example.com", &inv, &ret); err != nil {
		t.Fatal(err)
	}
	token := linkRe.FindStringSubmatch(e.smtp.WaitFor(t, "bounds@example.com").Text)[1]
	res, err := e.signIn.VerifyLink(ctxFrom("10.8.0.3"), token)
	if err != nil || res.ReturnTo != nil || res.InviteToken != nil {
		t.Fatalf("over-long returnTo/invite kept: %+v %v", res, err)
	}
}
