// Browser-journey harness: each journey starts the real server binary on a free port against a
// fresh database (a copy of a migrated template, seeded with the demo festivals by the server at
// its start) and drives Debian's Chromium headless.
import { spawn, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { chromium } from 'playwright-core';
import { DEADLINE } from './deadline.mjs';
import { startMailServer } from './mail.mjs';

/**
 * The journeys' one clock: the server binary's, moved by CLOCK_OFFSET (a Go duration such as
 * 10992h0m5s; `make test-clocks` sets it, see scripts/test-clocks). The browser's clock is moved
 * alike (launchBrowser): the SPA reads "now" from the server (Query.serverTime) for the Now view
 * and from the device for an edition's status ('Live Now'), and a festival-goer's phone shows
 * the right time.
 */
export function parseGoDuration(d) {
  if (!d) return 0;
  const m = /^([-+]?)((?:\d+(?:\.\d+)?(?:h|m|s|ms|us|µs|ns))+)$/.exec(d.trim());
  if (!m) throw new Error(`CLOCK_OFFSET must be a Go duration such as 72h, got ${JSON.stringify(d)}`);
  const unit = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 1e-3, µs: 1e-3, ns: 1e-6 };
  let ms = 0;
  for (const [, n, u] of m[2].matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g)) ms += Number(n) * unit[u];
  return m[1] === '-' ? -ms : ms;
}

/** How far the servers' clock runs ahead of this machine's, in milliseconds. */
export const clockOffsetMs = parseGoDuration(process.env.CLOCK_OFFSET);

/** The servers' "now" (milliseconds since the epoch). */
export const serverNow = () => Date.now() + clockOffsetMs;

/** The CLOCK_OFFSET of a server whose clock runs extraMs ahead of the journeys' clock. */
export const clockOffset = (extraMs = 0) => `${Math.round((clockOffsetMs + extraMs) / 1000)}s`;

/**
 * The demo's live edition is this year's in its zone (internal/seed): its slug by the servers'
 * clock, e.g. 2026. The journey's first server start is moments away, so a year's turn between
 * this and the seed is not worth guarding against beyond `make test-clocks`' choice of minute.
 */
export const DEMO_YEAR = Number(
  new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(serverNow()),
);

const adminURL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable';
const bin = process.env.FESTIVAL_BIN ?? new URL('../../bin/festival', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export function psql(sql) {
  execFileSync('psql', [adminURL, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: 'pipe' });
}

const databaseURL = (name) => adminURL.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);

const migrationsDir = new URL('../../migrations/', import.meta.url).pathname;

/**
 * The name of a database migrated to this checkout's migrations, built once (by the binary's own
 * `migrate`) and kept: named by a hash of the migrations, so a changed migration gets a new one.
 * Journey files run in processes of their own, some at once: each builds under a name of its
 * own and renames it into place; one that finds the name taken drops its copy. A journey's
 * database is a copy of it (CREATE DATABASE ... TEMPLATE, ~0.1 s on a quiet machine) instead of
 * 49 migrations at every server start; the server still seeds the demo from its own clock.
 */
function migratedTemplate() {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(name);
    hash.update(readFileSync(join(migrationsDir, name)));
  }
  const name = `festival_e2e_tmpl_${hash.digest('hex').slice(0, 12)}`;
  const exists = () =>
    execFileSync('psql', [adminURL, '-Atqc', `SELECT 1 FROM pg_database WHERE datname = '${name}'`], { stdio: 'pipe' })
      .toString()
      .trim() === '1';
  if (exists()) return name;
  const building = `${name}_b${randomBytes(4).toString('hex')}`;
  psql(`CREATE DATABASE ${building}`);
  try {
    execFileSync(bin, ['migrate'], { env: { ...process.env, DATABASE_URL: databaseURL(building) }, stdio: 'pipe' });
    psql(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (err) {
    psql(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    if (!exists()) throw err;
  }
  return name;
}

let template;

/** Creates a fresh migrated database; returns its URL and a drop function. */
export function createDatabase() {
  template ??= migratedTemplate();
  const name = `festival_e2e_${randomBytes(5).toString('hex')}`;
  psql(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { url: databaseURL(name), drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Runs `festival <command>` (dev: migrate, seed the demo, serve; serve: migrate, serve) on port
 * against dbURL and resolves once /readyz answers. Returns { url, port, pid, logs(),
 * subscriptions(), stop(signal) }; subscriptions() reads how many set-change subscriptions the
 * process's hub holds (its /metrics, on a port of its own): graphql-transport-ws acknowledges no
 * subscribe, so this is the state a journey waits for before a change the page must see.
 */
export async function startProcess({ command = 'dev', dbURL, port, env = {} }) {
  let logs = '';
  const metrics = `127.0.0.1:${await freePort()}`;
  const child = spawn(bin, [command], {
    env: {
      ...process.env,
      DATABASE_URL: dbURL,
      PORT: String(port),
      APP_DOMAIN: 'localhost',
      PUBLIC_URL: `http://localhost:${port}`,
      METRICS_ADDR: metrics,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (logs += d));
  child.stderr.on('data', (d) => (logs += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://localhost:${port}`;
  await waitFor(
    `${url}/readyz`,
    () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${logs}`);
    },
    () => `server not ready:\n${logs}`,
  );
  return {
    url,
    port,
    pid: child.pid,
    logs: () => logs,
    async subscriptions() {
      const text = await (await fetch(`http://${metrics}/metrics`)).text();
      return Number(/^graphql_subscriptions (\d+)$/m.exec(text)?.[1] ?? NaN);
    },
    /** Ends the process (SIGTERM: graceful, up to 10 s; SIGKILL: at once) and waits for it. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      }
    },
  };
}

/** Runs start again (up to 5 times) while the server exits because a port it took was in use. */
async function retryBind(start) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (err) {
      if (attempt >= 5 || !String(err?.message).includes('address already in use')) throw err;
    }
  }
}

/** Polls url until it answers 2xx; check() may throw to give up early, timeoutMessage() on timeout. */
async function waitFor(url, check, timeoutMessage, timeout = DEADLINE) {
  const deadline = Date.now() + timeout;
  for (;;) {
    check();
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(timeoutMessage());
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts `festival dev` on a free port against a fresh database.
 * Returns { url, port, dbURL, logs(), restart(during, env), stop() }: restart stops the process,
 * runs `during` (if given) while nothing listens, and starts it again on the same port and
 * database, with `env` over the first start's (e.g. a later CLOCK_OFFSET: the demo, seeded at the
 * first start around that clock, stays as it was; `dev` seeds an empty database only).
 */
export async function startServer(env = {}) {
  const db = createDatabase();
  let port;
  const start = (more = {}) => startProcess({ command: 'dev', dbURL: db.url, port, env: { ...env, ...more } });
  let proc;
  try {
    // A free port can be taken by another journey's process before the server binds it (its
    // PORT or METRICS_ADDR): then start again on other ports.
    proc = await retryBind(async () => {
      port = await freePort();
      return start();
    });
  } catch (err) {
    db.drop();
    throw err;
  }
  let earlierLogs = '';
  return {
    url: proc.url,
    port,
    dbURL: db.url,
    logs: () => earlierLogs + proc.logs(),
    subscriptions: () => proc.subscriptions(),
    async restart(during, more = {}) {
      await proc.stop();
      await during?.();
      earlierLogs += `${proc.logs()}\n--- restarted ---\n`;
      proc = await retryBind(() => start(more)); // the same PORT; METRICS_ADDR is new each time
    },
    async stop() {
      await proc.stop();
      db.drop();
    },
  };
}

const haproxyBin = '/usr/sbin/haproxy';

/** Installs Debian's haproxy when missing and running as root (like chromium); else says how. */
export function ensureHAProxy() {
  if (existsSync(haproxyBin)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "this journey needs Debian's haproxy. Install it with:\n  sudo apt-get update && sudo apt-get install -y haproxy",
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'pipe',
      env,
    });
  } catch {
    execFileSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq haproxy'], { stdio: 'pipe', env });
  }
}

/**
 * Three (or n) `festival serve` instances on one fresh database (seeded with the demo) behind
 * Debian's HAProxy, configured like internal/app/scaleout_test.go: round robin for HTTP and
 * WebSockets, health checks on /healthz, connections to the instances from 127.0.0.2, the one
 * TRUSTED_PROXIES address, and the instance's name in X-Served-By. Clients use only `url`.
 * Returns { url, port, dbURL, instances: [{ name, url, pid, stop(signal) }], logs(), stop() }.
 */
export async function startCluster(env = {}, n = 3) {
  ensureHAProxy();
  const db = createDatabase();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const instances = [];
  let haproxy;
  let haproxyLogs = '';
  const stop = async () => {
    haproxy?.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.stop()));
    db.drop();
  };
  try {
    execFileSync(bin, ['seed'], {
      env: { ...process.env, DATABASE_URL: db.url },
      stdio: 'pipe',
    });
    const shared = { TRUSTED_PROXIES: '127.0.0.2', PUBLIC_URL: url, ...env };
    for (let i = 1; i <= n; i++) {
      const proc = await retryBind(async () =>
        startProcess({
          command: 'serve',
          dbURL: db.url,
          port: await freePort(),
          env: shared,
        }),
      );
      instances.push({ ...proc, name: `s${i}` });
    }
    const servers = instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'festival-haproxy-'));
    const cfg = join(dir, 'haproxy.cfg');
    writeFileSync(
      cfg,
      `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option redispatch
  retries 3
frontend web
  bind 127.0.0.1:${port}
  default_backend festival
backend festival
  balance roundrobin
  option forwardfor
  option httpchk GET /healthz
  http-response set-header X-Served-By %s
  default-server inter 200ms fall 2 rise 2 source 127.0.0.2
${servers}
`,
    );
    haproxy = spawn(haproxyBin, ['-f', cfg, '-db'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    haproxy.stdout.on('data', (d) => (haproxyLogs += d));
    haproxy.stderr.on('data', (d) => (haproxyLogs += d));
    await waitFor(
      `${url}/healthz`,
      () => {
        if (haproxy.exitCode !== null) throw new Error(`haproxy exited:\n${haproxyLogs}`);
      },
      () => `haproxy not ready:\n${haproxyLogs}`,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    port,
    dbURL: db.url,
    instances,
    /** The set-change subscriptions the instances' hubs hold, together. */
    subscriptions: async () => (await Promise.all(instances.map((i) => i.subscriptions()))).reduce((a, b) => a + b, 0),
    logs: () =>
      [`haproxy:\n${haproxyLogs}`, ...instances.map((i) => `${i.name}:\n${i.logs().slice(-3000)}`)].join('\n'),
    stop,
  };
}

/**
 * Chromium, headless; every context it opens (the journeys' and those journeys open themselves)
 * waits up to DEADLINE for a state (deadline.mjs) instead of Playwright's 30 s. The browser's own
 * clock is left alone under a CLOCK_OFFSET: the app reads "now" from the server (Query.serverTime,
 * lib/now.ts). Playwright's fake clock is no substitute: its Date breaks date-fns/tz's TZDate
 * subclass, so a 01:30 set fell in the wrong part of the day.
 */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.setDefaultTimeout(DEADLINE);
    context.setDefaultNavigationTimeout(DEADLINE);
    return context;
  };
  return browser;
}

/**
 * The page's last TRAIL events (requests with their answer and whether the service worker gave
 * it, failed requests, console messages), for a failed journey's output: the server's log does
 * not show what the service worker answered, or a request that never left the browser.
 */
const TRAIL = 40;
function pageTrail(page) {
  const trail = [];
  const at = () => new Date().toISOString().slice(11, 23);
  const add = (line) => {
    trail.push(`${at()} ${line}`);
    if (trail.length > TRAIL) trail.shift();
  };
  const path = (url) => url.replace(/^[a-z]+:\/\/[^/]+/, '').slice(0, 120);
  page.on('requestfinished', async (r) => {
    const response = await r.response().catch(() => null);
    add(`${r.method()} ${path(r.url())} ${response?.status() ?? '?'}${response?.fromServiceWorker() ? ' (service worker)' : ''}`);
  });
  page.on('requestfailed', (r) => add(`${r.method()} ${path(r.url())} failed: ${r.failure()?.errorText}`));
  page.on('console', (m) => add(`console.${m.type()}: ${m.text().slice(0, 200)}`));
  page.on('framenavigated', (f) => f === page.mainFrame() && add(`navigated to ${path(f.url())}`));
  return trail;
}

/**
 * Runs fn with a fresh server and browser; on failure saves a screenshot and prints the server logs.
 * With `{ mail: true }` the server sends its e-mails over SMTP (SMTP_URL) to an in-process server
 * whose messages fn reads as `mail` (see mail.mjs). With `{ cluster: true }` the server is
 * startCluster's: three instances behind HAProxy, `server.url` being the balancer's.
 */
export async function journey(t, fn, env = {}, { mail: withMail = false, cluster = false } = {}) {
  const mail = withMail ? await startMailServer() : undefined;
  let server;
  try {
    const start = cluster ? startCluster : startServer;
    server = await start(mail ? { SMTP_URL: mail.url, ...env } : env);
  } catch (err) {
    await mail?.close();
    throw err;
  }
  const browser = await launchBrowser();
  const context = await browser.newContext();
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  if (process.env.E2E_CONSOLE) page.on('console', (m) => console.log('console:', m.text()));
  const trail = pageTrail(page);
  try {
    await fn({ server, browser, context, page, mail });
  } catch (err) {
    const name = t.name.replace(/[^a-z0-9]+/gi, '-');
    mkdirSync(new URL('./artifacts/', import.meta.url), { recursive: true });
    await page.screenshot({ path: new URL(`./artifacts/${name}.png`, import.meta.url).pathname }).catch(() => {});
    console.error(`server logs:\n${server.logs().slice(-4000)}\npage errors: ${consoleErrors.join('\n')}`);
    console.error(`the page at ${page.url()}, its last events:\n${trail.join('\n')}`);
    throw err;
  } finally {
    await browser.close();
    await server.stop();
    await mail?.close();
  }
}
