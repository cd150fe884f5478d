// An in-process SMTP server for browser journeys: the app sends its real e-mails to it over a
// real SMTP conversation (no TLS, no auth), and journeys read the 6-digit code and magic link.
import { SMTPServer } from 'smtp-server';
import { DEADLINE } from './deadline.mjs';

/**
 * Starts the server on a free 127.0.0.1 port. Returns { url, messages, waitFor(to), close() };
 * `url` is the SMTP_URL for the app, `messages` the parsed mails in arrival order.
 */
export async function startMailServer() {
  const messages = [];
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = {
          raw,
          from: session.envelope.mailFrom?.address,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...parseMessage(raw),
        };
        messages.push(message);
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    /** The first message to `to` (after `skip` earlier ones), waiting up to `timeout` ms. */
    async waitFor(to, { skip = 0, timeout = DEADLINE } = {}) {
      const find = () => messages.filter((m) => m.to.includes(to.toLowerCase()))[skip];
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = find();
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no e-mail to ${to} within ${timeout} ms (have ${messages.length}: ${messages.map((m) => m.to).join(', ')})`);
        }
        await new Promise((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// --- A small MIME reader: enough for the app's multipart/alternative mails. ---

function splitHead(raw) {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return { head: raw, body: '' };
  return { head: raw.slice(0, m.index), body: raw.slice(m.index + m[0].length) };
}

function parseHeaders(head) {
  const headers = {};
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function param(value, name) {
  const m = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value ?? '');
  return m ? (m[1] ?? m[2]) : undefined;
}

export function decodeQuotedPrintable(text) {
  const bytes = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i];
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body, encoding) {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Leaf parts of a MIME entity as { type, text } (bodies decoded). */
function leafParts(raw) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = (headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = param(headers['content-type'], 'boundary');
    if (!boundary) return [];
    const pieces = body.split(`--${boundary}`);
    // pieces[0] is the preamble; the last piece starts with '--' (the epilogue).
    return pieces
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => leafParts(p.replace(/^\r?\n/, '')));
  }
  return [{ type, text: decodeBody(body, headers['content-transfer-encoding']) }];
}

/** { subject, text, html } of a raw RFC 5322 message. */
export function parseMessage(raw) {
  const { head } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = leafParts(raw);
  return {
    subject: headers.subject ?? '',
    text: parts.find((p) => p.type === 'text/plain')?.text ?? '',
    html: parts.find((p) => p.type === 'text/html')?.text ?? '',
  };
}

/** The 6-digit sign-in code in a mail's text part. */
export function signInCode(message) {
  const m = /\b(\d{6})\b/.exec(message.text);
  if (!m) throw new Error(`no 6-digit code in:\n${message.text}`);
  return m[1];
}

/** The magic link (…/auth/magic#token=…) in a mail's text part. */
export function magicLink(message) {
  const m = /(https?:\/\/\S+\/auth\/magic\S*)/.exec(message.text);
  if (!m) throw new Error(`no magic link in:\n${message.text}`);
  return m[1];
}
