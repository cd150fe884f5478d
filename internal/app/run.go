package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"festival/internal/db"
	"festival/internal/mail"
	"festival/internal/seed"
)

const usage = `usage: festival <command> [flags]

commands:
  serve           run the server (default): migrates, then serves on $PORT
  dev             like serve, but finds or starts PostgreSQL and seeds demo data when empty
  migrate [down]  apply pending migrations, or roll back the last group
  seed            add the demo festivals when the database has no festival
  admin grant --email X --role super_admin|admin|moderator
  admin revoke --email X
  import stages|sets --edition <id or festival-slug/edition-slug> FILE
`

// Run is the whole program: main calls it with the process's arguments, environment and output.
func Run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	cmd := "serve"
	if len(args) > 1 {
		cmd, args = args[1], args[2:]
	} else {
		args = nil
	}
	cfg, err := LoadConfig(getenv)
	if err != nil {
		return err
	}
	log := newLogger(stdout, cfg.LogFormat)
	slog.SetDefault(log) // the standard log package (used by gqlgen and net/http) writes through it too

	switch cmd {
	case "serve":
		return serve(ctx, cfg, log, false)
	case "dev":
		url, err := devDatabase(ctx, cfg.DatabaseURL, stderr)
		if err != nil {
			return err
		}
		cfg.DatabaseURL = url
		return serve(ctx, cfg, log, true)
	case "migrate":
		return migrateCmd(ctx, cfg, args, stdout)
	case "seed":
		store, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		defer store.Close()
		return seedCmd(ctx, store, stdout)
	case "admin":
		return adminCmd(ctx, cfg, args, stdout)
	case "import":
		return importCmd(ctx, cfg, args, stdout)
	case "help", "-h", "--help":
		_, _ = io.WriteString(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", cmd, usage)
}

func openMigrated(ctx context.Context, cfg Config) (*db.DB, error) {
	if cfg.DatabaseURL == "" {
		return nil, errors.New("DATABASE_URL is not set (make run finds or starts PostgreSQL for you)")
	}
	store, err := db.OpenWith(ctx, cfg.DatabaseURL, db.Options{MaxConns: cfg.DBMaxConns, AcquireTimeout: cfg.DBAcquireTimeout})
	if err != nil {
		return nil, err
	}
	if _, err := db.Migrate(ctx, store); err != nil {
		store.Close()
		return nil, err
	}
	return store, nil
}

func migrateCmd(ctx context.Context, cfg Config, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("migrate", flag.ContinueOnError)
	if err := fs.Parse(args); err != nil {
		return err
	}
	store, err := db.Open(ctx, cfg.DatabaseURL, 2)
	if err != nil {
		return err
	}
	defer store.Close()
	var names []string
	if fs.Arg(0) == "down" {
		names, err = db.Rollback(ctx, store)
	} else {
		names, err = db.Migrate(ctx, store)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "migrations: %v\n", names)
	return nil
}

func seedCmd(ctx context.Context, store *db.DB, stdout io.Writer) error {
	done, err := seed.IfEmpty(ctx, store.DB, time.Now())
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	if done {
		fmt.Fprintln(stdout, "seeded the demo festivals")
	} else {
		fmt.Fprintln(stdout, "the database already has festivals; nothing seeded")
	}
	return nil
}

// serve runs the HTTP server until ctx ends (SIGTERM/SIGINT), then shuts down gracefully:
// WebSocket clients get a close frame (1001), in-flight requests get ShutdownTimeout to finish;
// whatever still runs then is cancelled and cut off, and the process still exits cleanly.
func serve(ctx context.Context, cfg Config, log *slog.Logger, demo bool) error {
	store, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer closeStore(store, log)
	if demo {
		if done, err := seed.IfEmpty(ctx, store.DB, clock(cfg.Notify.ClockOffset)()); err != nil {
			return fmt.Errorf("seed: %w", err)
		} else if done {
			_, _ = store.ExecContext(ctx, "ANALYZE") // fresh statistics for the planner
			log.Info("seeded the demo festivals")
		}
	}

	mailer, err := mail.New(cfg.SMTPURL, cfg.MailFrom, log)
	if err != nil {
		return err
	}
	s := NewServer(cfg, store, mailer, log)
	hubCtx, stopHub := context.WithCancel(context.WithoutCancel(ctx))
	defer stopHub()
	go s.Hub.Run(hubCtx)
	go s.Notify.Run(hubCtx)
	go s.Retention.Run(hubCtx)
	go func() { // the first visitors' pages, before they ask (warm.go)
		if !cfg.WarmUp {
			return
		}
		began := time.Now()
		if n, err := s.WarmUp(hubCtx); err != nil && hubCtx.Err() == nil {
			log.Warn("warm-up stopped", "err", err.Error(), "editions", n)
		} else if err == nil {
			log.Info("warmed the first pages", "editions", n, "duration_ms", time.Since(began).Milliseconds())
		}
	}()
	ln, err := net.Listen("tcp", fmt.Sprintf(":%d", cfg.Port))
	if err != nil {
		return err
	}
	// Requests outlive the signal (graceful shutdown) but not the shutdown timeout.
	baseCtx, cancelRequests := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelRequests()
	hs := newHTTPServer(s.Handler, func(net.Listener) context.Context { return baseCtx })

	var ops *http.Server
	if cfg.MetricsAddr != "" {
		oln, err := net.Listen("tcp", cfg.MetricsAddr)
		if err != nil {
			ln.Close()
			return fmt.Errorf("METRICS_ADDR: %w", err)
		}
		ops = newHTTPServer(s.Ops, nil)
		go func() { _ = ops.Serve(oln) }()
		log.Info("metrics and pprof listening", "addr", oln.Addr().String())
	}

	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	addr := ln.Addr().(*net.TCPAddr)
	log.Info("listening", "addr", fmt.Sprintf("http://localhost:%d", addr.Port), "port", addr.Port,
		"app_domain", cfg.AppDomain, "dev", cfg.Dev)
	if demo && cfg.SMTPURL == "" {
		log.Info("to sign in: open the site, choose Sign In and enter any e-mail; SMTP_URL is unset, " +
			"so the e-mail with the 6-digit code and the magic link is printed in this log")
	}

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	// Shutdown ignores hijacked connections and does not wait for RegisterOnShutdown hooks, so
	// the WebSockets get their close frames here, before the process can exit.
	s.Websockets.CloseAll()
	sctx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	err = hs.Shutdown(sctx)
	s.Websockets.CloseAll() // any socket upgraded while the listener was closing
	if ops != nil {
		_ = ops.Close()
	}
	if err != nil {
		// Requests still running at the deadline are cancelled and their connections cut;
		// the shutdown itself is still orderly, so the exit status stays 0.
		log.Warn("shutdown timeout: cancelling the requests still running", "err", err.Error())
		cancelRequests()
		_ = hs.Close()
		s.Websockets.CloseAll()
	}
	cancelRequests()
	stopHub()
	log.Info("stopped")
	return nil
}

// newHTTPServer sets the timeouts every listener needs against slow or idle clients. Handlers
// get their own deadline (REQUEST_TIMEOUT) from withDeadline; ReadTimeout bounds the request
// body upload, IdleTimeout idle keep-alive connections. Hijacked WebSockets are exempt (gorilla
// clears the deadlines and keeps its own ping/pong deadline).
func newHTTPServer(h http.Handler, base func(net.Listener) context.Context) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		IdleTimeout:       120 * time.Second,
		BaseContext:       base,
	}
}

// closeStore releases the database, but never holds up the exit for long: a connection that is
// still busy after the shutdown is abandoned (the process is about to end anyway).
func closeStore(store *db.DB, log *slog.Logger) {
	done := make(chan struct{})
	go func() {
		store.Close()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		log.Warn("database connections still busy at exit; not waiting for them")
	}
}
