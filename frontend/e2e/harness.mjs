// Browser-journey harness: each journey starts the real server binary on a free port against a
// fresh database (seeded with the demo festivals) and drives Debian's Chromium headless.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { chromium } from 'playwright-core';
import { startMailServer } from './mail.mjs';

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

/** Creates a fresh database; returns its URL and a drop function. */
export function createDatabase() {
  const name = `festival_e2e_${randomBytes(5).toString('hex')}`;
  psql(`CREATE DATABASE ${name}`);
  const url = adminURL.replace(/\/[^/?]+(\?|$)/, `/${name}$1`);
  return { url, drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts `festival dev` (migrate, seed the demo, serve) on a free port.
 * Returns { url, port, dbURL, logs(), restart(during), stop() }: restart stops the process, runs
 * `during` (if given) while nothing listens, and starts it again on the same port and database.
 */
export async function startServer(env = {}) {
  const db = createDatabase();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const fullEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    PORT: String(port),
    APP_DOMAIN: 'localhost',
    PUBLIC_URL: url,
    ...env,
  };
  let logs = '';
  let proc;
  try {
    proc = await spawnReady(fullEnv, url, (d) => (logs += d), () => logs);
  } catch (err) {
    db.drop();
    throw err;
  }
  return {
    url,
    port,
    dbURL: db.url,
    logs: () => logs,
    async restart(during) {
      await proc.stop();
      await during?.();
      logs += '\n--- restarted ---\n';
      proc = await spawnReady(fullEnv, url, (d) => (logs += d), () => logs);
    },
    async stop() {
      await proc.stop();
      db.drop();
    },
  };
}

/** Runs the binary and waits for /readyz; returns { stop() } (SIGTERM, then up to 10 s). */
async function spawnReady(env, url, onOutput, logs) {
  const child = spawn(bin, ['dev'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs()}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) return { stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready:\n${logs()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function launchBrowser() {
  return chromium.launch({
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
}

/**
 * Runs fn with a fresh server and browser; on failure saves a screenshot and prints the server logs.
 * With `{ mail: true }` the server sends its e-mails over SMTP (SMTP_URL) to an in-process server
 * whose messages fn reads as `mail` (see mail.mjs).
 */
export async function journey(t, fn, env = {}, { mail: withMail = false } = {}) {
  const mail = withMail ? await startMailServer() : undefined;
  let server;
  try {
    server = await startServer(mail ? { SMTP_URL: mail.url, ...env } : env);
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
  try {
    await fn({ server, browser, context, page, mail });
  } catch (err) {
    const name = t.name.replace(/[^a-z0-9]+/gi, '-');
    mkdirSync(new URL('./artifacts/', import.meta.url), { recursive: true });
    await page.screenshot({ path: new URL(`./artifacts/${name}.png`, import.meta.url).pathname }).catch(() => {});
    console.error(`server logs:\n${server.logs().slice(-4000)}\npage errors: ${consoleErrors.join('\n')}`);
    throw err;
  } finally {
    await browser.close();
    await server.stop();
    await mail?.close();
  }
}
