// Package app wires the server together: configuration, database, services, HTTP routes,
// graceful shutdown and the command-line subcommands.
package app

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"festival/internal/storage"
	"festival/internal/web"
)

// Config is read from the environment; see the README's configuration table.
type Config struct {
	DatabaseURL     string
	Port            int
	AppDomain       string
	PublicURL       string
	SMTPURL         string
	MailFrom        string
	BootstrapEmail  string
	Dev             bool
	LogFormat       string // json or text
	DBMaxConns      int32
	ShutdownTimeout time.Duration
	// SessionIdle and SessionAbsolute are the session timeouts.
	SessionIdle     time.Duration
	SessionAbsolute time.Duration
	// SocketCheckInterval is how often the instance checks the sessions behind its open
	// WebSockets, all in one statement (a pushed revocation closes them at once; this catches
	// one whose NOTIFY was missed), and how soon a socket's own check is retried after the
	// database failed to answer it.
	SocketCheckInterval time.Duration
	// TrustedProxies (TRUSTED_PROXIES) are the reverse proxies whose X-Forwarded-For and
	// X-Forwarded-Proto are believed; empty trusts nobody.
	TrustedProxies *web.Proxies
	// WSInitTimeout is how long a WebSocket may take to send connection_init (then: close 4408).
	WSInitTimeout time.Duration
	// WSWriteTimeout cuts a WebSocket whose pending write is not taken in time (a client that
	// stopped reading).
	WSWriteTimeout time.Duration
	// WSMaxPerClient and WSMaxPerSession cap the open WebSockets of one client address and of
	// one session on this instance (0: no cap).
	WSMaxPerClient, WSMaxPerSession int
	// RequestTimeout is the server-side deadline of every HTTP request (for GraphQL POST also
	// the execution deadline); WebSocket connections are exempt, their events get it each.
	RequestTimeout time.Duration
	// DBAcquireTimeout bounds each wait for a pool connection.
	DBAcquireTimeout time.Duration
	// MetricsAddr is the listen address of /metrics and /debug/pprof ("" = off).
	MetricsAddr string
	// StorageDir is where uploaded files (festival logos) are kept on local disk.
	StorageDir string
	// S3, when S3_BUCKET is set, keeps uploaded files in that bucket instead (several
	// instances need a shared store).
	S3 *storage.S3
	// FrontendDir, when set, is a frontend build (dist) served instead of the embedded one.
	FrontendDir string
	// ResponseCacheTTL is how long an anonymous GraphQL query's answer is shared (0 = off).
	ResponseCacheTTL time.Duration
	// FastPages (FAST_PAGES, on unless "off") answers the sets page's queries from the set card
	// cache instead of gqlgen's field-by-field execution (graph.FastPages).
	FastPages bool
	// WarmUp (WARM_UP, on unless "off") sends the instance's own handler a visitor's first page
	// for the latest editions once its listener is up (warm.go).
	WarmUp bool
	// Notify configures notifications, reminders and Web Push (notifyconfig.go).
	Notify NotifyConfig
}

// LoadConfig reads the configuration through getenv, applying the documented defaults.
func LoadConfig(getenv func(string) string) (Config, error) {
	c := Config{
		DatabaseURL:     getenv("DATABASE_URL"),
		Port:            8080,
		AppDomain:       or(getenv("APP_DOMAIN"), "localhost"),
		SMTPURL:         getenv("SMTP_URL"),
		MailFrom:        or(getenv("MAIL_FROM"), "festival@localhost"),
		BootstrapEmail:  strings.ToLower(strings.TrimSpace(getenv("BOOTSTRAP_SUPER_ADMIN_EMAIL"))),
		LogFormat:       or(getenv("LOG_FORMAT"), "json"),
		DBMaxConns:      20,
		SessionIdle:     14 * 24 * time.Hour,
		SessionAbsolute: 60 * 24 * time.Hour,
		MetricsAddr:     getenv("METRICS_ADDR"),
		StorageDir:      or(getenv("STORAGE_DIR"), ".data/uploads"),
		FrontendDir:     getenv("FRONTEND_DIR"),
		FastPages:       getenv("FAST_PAGES") != "off",
		WarmUp:          getenv("WARM_UP") != "off",
	}
	var err error
	if c.RequestTimeout, err = durationEnv(getenv, "REQUEST_TIMEOUT", 10*time.Second); err != nil {
		return c, err
	}
	if c.DBAcquireTimeout, err = durationEnv(getenv, "DB_ACQUIRE_TIMEOUT", 5*time.Second); err != nil {
		return c, err
	}
	if c.ShutdownTimeout, err = durationEnv(getenv, "SHUTDOWN_TIMEOUT", 8*time.Second); err != nil {
		return c, err
	}
	if c.SocketCheckInterval, err = durationEnv(getenv, "SOCKET_CHECK_INTERVAL", 30*time.Second); err != nil {
		return c, err
	}
	if c.WSInitTimeout, err = durationEnv(getenv, "WS_INIT_TIMEOUT", 10*time.Second); err != nil {
		return c, err
	}
	if c.WSWriteTimeout, err = durationEnv(getenv, "WS_WRITE_TIMEOUT", web.DefaultWriteTimeout); err != nil {
		return c, err
	}
	if getenv("RESPONSE_CACHE_TTL") != "0" { // 0 turns the cache off
		if c.ResponseCacheTTL, err = durationEnv(getenv, "RESPONSE_CACHE_TTL", time.Second); err != nil {
			return c, err
		}
	}
	if c.WSMaxPerClient, err = countEnv(getenv, "WS_MAX_PER_CLIENT", 500); err != nil {
		return c, err
	}
	if c.WSMaxPerSession, err = countEnv(getenv, "WS_MAX_PER_SESSION", 8); err != nil {
		return c, err
	}
	if c.Notify, err = loadNotifyConfig(getenv); err != nil {
		return c, err
	}
	if p := getenv("PORT"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 65535 {
			return c, fmt.Errorf("PORT must be a port number, got %q", p)
		}
		c.Port = n
	}
	if v := getenv("DB_MAX_CONNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return c, fmt.Errorf("DB_MAX_CONNS must be a positive number, got %q", v)
		}
		c.DBMaxConns = int32(n)
	}
	if c.TrustedProxies, err = web.ParseProxies(getenv("TRUSTED_PROXIES")); err != nil {
		return c, fmt.Errorf("TRUSTED_PROXIES must be a comma-separated list of CIDRs or IP addresses: %w", err)
	}
	if bucket := getenv("S3_BUCKET"); bucket != "" {
		c.S3 = &storage.S3{Endpoint: getenv("S3_ENDPOINT"), Bucket: bucket, Region: or(getenv("S3_REGION"), "us-east-1"),
			AccessKey: getenv("S3_ACCESS_KEY_ID"), SecretKey: getenv("S3_SECRET_ACCESS_KEY")}
		if err := c.S3.Connect(); err != nil {
			return c, fmt.Errorf("S3_ENDPOINT must be the http(s) URL of the S3-compatible service, with no path, when S3_BUCKET is set, got %q", c.S3.Endpoint)
		}
		if c.S3.AccessKey == "" || c.S3.SecretKey == "" {
			return c, fmt.Errorf("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed when S3_BUCKET is set")
		}
	}
	c.PublicURL = or(getenv("PUBLIC_URL"), fmt.Sprintf("http://localhost:%d", c.Port))
	if u, err := url.Parse(c.PublicURL); err != nil || u.Scheme == "" || u.Host == "" {
		return c, fmt.Errorf("PUBLIC_URL must be an absolute URL, got %q", c.PublicURL)
	}
	switch strings.ToLower(getenv("APP_ENV")) {
	case "", "development", "dev":
		c.Dev = true
	case "production", "prod":
		c.Dev = false
	default:
		return c, fmt.Errorf("APP_ENV must be development or production, got %q", getenv("APP_ENV"))
	}
	return c, nil
}

// countEnv reads a count (0 or more) from name, def when unset.
func countEnv(getenv func(string) string, name string, def int) (int, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%s must be a number (0 or more), got %q", name, v)
	}
	return n, nil
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func durationEnv(getenv func(string) string, name string, def time.Duration) (time.Duration, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("%s must be a duration like 30s, got %q", name, v)
	}
	return d, nil
}
