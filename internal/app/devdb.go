package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Development database discovery for `make run`: DATABASE_URL if set; else a server on
// 127.0.0.1:5432 (creating the database); else a private cluster under .data/ started with the
// machine's initdb/pg_ctl.
const (
	devDBName      = "festival"
	localServerURL = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable&connect_timeout=3"
	privatePort    = 54329
)

func devDatabase(ctx context.Context, url string, out io.Writer) (string, error) {
	if url != "" {
		created, err := createMissingDatabase(ctx, url)
		if err != nil {
			return "", err
		}
		if created != "" {
			fmt.Fprintf(out, "database: created database %q named by DATABASE_URL\n", created)
		}
		fmt.Fprintln(out, "database: using DATABASE_URL")
		return url, nil
	}
	if os.Getenv("DEV_SKIP_LOCAL_POSTGRES") == "" {
		if u, err := ensureDatabase(ctx, localServerURL, devDBName); err == nil {
			fmt.Fprintf(out, "database: PostgreSQL on 127.0.0.1:5432, database %q\n", devDBName)
			return u, nil
		}
	}
	dir, err := filepath.Abs(".data/postgres")
	if err != nil {
		return "", err
	}
	pc := privateCluster{Dir: dir, Port: privatePort, Out: out}
	if err := pc.Start(ctx); err != nil {
		return "", fmt.Errorf("no PostgreSQL found and none could be started: %w", err)
	}
	u, err := ensureDatabase(ctx, pc.AdminURL(), devDBName)
	if err != nil {
		return "", err
	}
	fmt.Fprintf(out, "database: private cluster in %s on 127.0.0.1:%d (stop it with: pg_ctl -D %s stop)\n", dir, privatePort, dir)
	return u, nil
}

// createMissingDatabase creates the database url names when its server answers that it does
// not exist (connecting to the server's "postgres" database as the same user), and returns its
// name; "" when it exists. Any other connection error is left to the server's start.
func createMissingDatabase(ctx context.Context, url string) (string, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return "", fmt.Errorf("DATABASE_URL: %w", err)
	}
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err == nil {
		conn.Close(ctx)
		return "", nil
	}
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "3D000" { // invalid_catalog_name
		return "", nil
	}
	name := cfg.Database
	admin := cfg.Copy()
	admin.Database = "postgres"
	conn, err = pgx.ConnectConfig(ctx, admin)
	if err != nil {
		return "", fmt.Errorf("database %q does not exist and its server's \"postgres\" database cannot be reached to create it: %w", name, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", fmt.Errorf("database %q does not exist and cannot be created (create it with: createdb %s): %w", name, name, err)
	}
	return name, nil
}

// ensureDatabase connects to adminURL, creates db when missing and returns its URL.
func ensureDatabase(ctx context.Context, adminURL, db string) (string, error) {
	conn, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return "", err
	}
	defer conn.Close(ctx)
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", db).Scan(&exists); err != nil {
		return "", err
	}
	if !exists {
		if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{db}.Sanitize()); err != nil {
			return "", err
		}
	}
	return strings.Replace(adminURL, "/postgres?", "/"+db+"?", 1), nil
}

// pgBinary finds a PostgreSQL server program on PATH or under /usr/lib/postgresql/*/bin.
func pgBinary(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Sort(sort.Reverse(sort.StringSlice(dirs))) // newest major first (string order is fine for 1x)
	for _, d := range dirs {
		p := filepath.Join(d, name)
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found (install the PostgreSQL server package)", name)
}

// privateCluster is a PostgreSQL cluster of our own in Dir, listening on 127.0.0.1:Port.
// PostgreSQL refuses to run as root, so as root the cluster belongs to the "postgres" user.
type privateCluster struct {
	Dir  string
	Port int
	Out  io.Writer
}

func (c privateCluster) run(ctx context.Context, args ...string) error {
	if os.Geteuid() == 0 {
		args = append([]string{"runuser", "-u", "postgres", "--"}, args...)
	}
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = c.Out, c.Out
	return cmd.Run()
}

// Start initialises the cluster once and starts it unless it already answers.
func (c privateCluster) Start(ctx context.Context) error {
	initdb, err := pgBinary("initdb")
	if err != nil {
		return err
	}
	pgctl, err := pgBinary("pg_ctl")
	if err != nil {
		return err
	}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return errors.New("running as root needs a 'postgres' system user to own the private cluster")
		}
		if err := os.MkdirAll(c.Dir, 0o700); err != nil {
			return err
		}
		if err := exec.CommandContext(ctx, "chown", "-R", u.Username, filepath.Dir(c.Dir)).Run(); err != nil {
			return fmt.Errorf("chown %s: %w", c.Dir, err)
		}
	}
	if _, err := os.Stat(filepath.Join(c.Dir, "PG_VERSION")); err != nil {
		fmt.Fprintf(c.Out, "database: creating a private cluster in %s\n", c.Dir)
		if err := c.run(ctx, initdb, "-D", c.Dir, "-U", "postgres", "--auth=trust", "-E", "UTF8"); err != nil {
			return fmt.Errorf("initdb: %w", err)
		}
	}
	if portOpen(c.Port) {
		return nil // already running
	}
	logFile := filepath.Join(c.Dir, "server.log")
	opts := fmt.Sprintf("-p %d -c listen_addresses=127.0.0.1 -k %s", c.Port, c.Dir)
	if err := c.run(ctx, pgctl, "-D", c.Dir, "-o", opts, "-l", logFile, "-w", "-t", "30", "start"); err != nil {
		return fmt.Errorf("pg_ctl start (log: %s): %w", logFile, err)
	}
	return nil
}

// Stop shuts the cluster down (fast mode: open connections are cut).
func (c privateCluster) Stop(ctx context.Context) error {
	pgctl, err := pgBinary("pg_ctl")
	if err != nil {
		return err
	}
	return c.run(ctx, pgctl, "-D", c.Dir, "-m", "fast", "-w", "stop")
}

// AdminURL is the cluster's postgres database.
func (c privateCluster) AdminURL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable&connect_timeout=3", c.Port)
}

func portOpen(port int) bool {
	c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), 500*time.Millisecond)
	if err != nil {
		return false
	}
	_ = c.Close()
	return true
}
