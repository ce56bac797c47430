// Draws the fake Discord's messages as Discord would, in headless Chromium.
//
// Reads the dump that `cargo test --test integration screens::` writes
// (target/screens/messages.json: each message's content, embeds,
// components and pictures), turns each message into HTML with the
// @skyra/discord-components-core web components, screenshots it at each
// width (PNG files `<name>-<width>.png`), and measures each message's
// height in CSS px at every width (`heights.json`, and a table on stdout),
// and where an embed's picture starts.
// Documentation and test tooling only; the bot never runs this.
//
// node render.mjs --in target/screens/messages.json --out docs/screens \
//   [--only name,name] [--widths 1000,400]
// Chromium: $CHROMIUM, else /usr/bin/chromium.

import { createServer } from 'node:http';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const HERE = dirname(fileURLToPath(import.meta.url));
const MODULES = join(HERE, 'node_modules');
/** Height of one phone screen in CSS px at 400 px wide (issue 25, item 2). */
const PHONE_SCREEN_PX = 850;
const PHONE_WIDTH = 400;

function parseArgs(argv) {
  const args = { in: null, out: null, only: null, widths: [1000, PHONE_WIDTH] };
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === '--in') args.in = resolve(value);
    else if (key === '--out') args.out = resolve(value);
    else if (key === '--only') args.only = value.split(',');
    else if (key === '--widths') args.widths = value.split(',').map(Number);
    else throw new Error(`unknown option ${key}`);
  }
  if (!args.in || !args.out) throw new Error('usage: render.mjs --in messages.json --out DIR [--only a,b] [--widths 1000,400]');
  if (args.widths.some((w) => !(w >= 200 && w <= 4000))) throw new Error('widths are between 200 and 4000 px');
  return args;
}

// ---- Discord's markdown, the part the bot uses ----

const escapeHtml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Discord's relative time (`<t:..:R>`) seen at `nowMs`. */
function relativeTime(unixSeconds, nowMs) {
  const secs = Math.round(unixSeconds - nowMs / 1000);
  const abs = Math.abs(secs);
  const [n, unit] =
    abs < 60 ? [abs, 'second'] : abs < 3600 ? [Math.round(abs / 60), 'minute'] : abs < 86400 ? [Math.round(abs / 3600), 'hour'] : [Math.round(abs / 86400), 'day'];
  const amount = `${n} ${unit}${n === 1 ? '' : 's'}`;
  return secs >= 0 ? `in ${amount}` : `${amount} ago`;
}

/** One line of inline markdown (already escaped) to HTML. */
function inline(escaped, nowMs) {
  const codes = [];
  let s = escaped.replace(/`([^`]+)`/g, (_, c) => {
    codes.push(c);
    return `\u0000${codes.length - 1}\u0000`;
  });
  s = s
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, t, style) =>
      `<discord-time>${style === 'R' ? relativeTime(Number(t), nowMs) : new Date(Number(t) * 1000).toUTCString().slice(0, 22)}</discord-time>`)
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) => `<discord-mention>User ${id}</discord-mention>`)
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => `<discord-mention type="channel">channel-${id}</discord-mention>`)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|\W)_(?!\s)(.+?)_(?!\w)/g, '$1<em>$2</em>');
  return s.replace(/\u0000(\d+)\u0000/g, (_, i) => `<code class="md-code">${codes[Number(i)]}</code>`);
}

/** A block of Discord markdown to HTML: headings, subtext, quotes, lists, code blocks. */
export function markdown(text, nowMs) {
  if (!text) return '';
  const out = [];
  let fence = null;
  for (const line of String(text).split('\n')) {
    if (line.startsWith('```')) {
      if (fence === null) fence = [];
      else {
        out.push(`<pre class="md-pre">${fence.map(escapeHtml).join('\n')}</pre>`);
        fence = null;
      }
      continue;
    }
    if (fence !== null) {
      fence.push(line);
      continue;
    }
    const esc = escapeHtml(line);
    let m;
    if ((m = /^(#{1,3}) (.*)$/.exec(esc))) out.push(`<div class="md-h${m[1].length}">${inline(m[2], nowMs)}</div>`);
    else if ((m = /^-# (.*)$/.exec(esc))) out.push(`<div class="md-sub">${inline(m[1], nowMs)}</div>`);
    else if ((m = /^&gt; ?(.*)$/.exec(esc))) out.push(`<div class="md-quote">${inline(m[1], nowMs) || '&nbsp;'}</div>`);
    else if ((m = /^(\s*)[-*] (.*)$/.exec(esc))) out.push(`<div class="md-li" style="margin-left:${1 + m[1].length / 2}em">${inline(m[2], nowMs)}</div>`);
    else out.push(`<div>${inline(esc, nowMs) || '&nbsp;'}</div>`);
  }
  if (fence !== null) out.push(`<pre class="md-pre">${fence.map(escapeHtml).join('\n')}</pre>`);
  return out.join('');
}

// ---- one message as HTML ----

const BUTTON_TYPES = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'destructive', 5: 'secondary' };

const colourHex = (n) => `#${Number(n).toString(16).padStart(6, '0')}`;

/** Width and height of a PNG from its header. */
function pngSize(bytes) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function componentHtml(row) {
  const parts = [];
  for (const c of row.components ?? []) {
    if (c.type === 2) {
      const emoji = c.emoji?.name && !c.emoji.id ? `${escapeHtml(c.emoji.name)} ` : '';
      parts.push(
        `<discord-button type="${BUTTON_TYPES[c.style] ?? 'secondary'}"${c.disabled ? ' disabled' : ''}${c.url ? ` url="${escapeHtml(c.url)}"` : ''}>${emoji}${escapeHtml(c.label ?? '')}</discord-button>`,
      );
    } else if (c.type >= 3 && c.type <= 8) {
      const options = (c.options ?? [])
        .map((o) => `<discord-string-select-menu-option label="${escapeHtml(o.label)}"${o.description ? ` description="${escapeHtml(o.description)}"` : ''}></discord-string-select-menu-option>`)
        .join('');
      parts.push(`<discord-string-select-menu placeholder="${escapeHtml(c.placeholder ?? 'Make a selection')}"${c.disabled ? ' disabled' : ''}>${options}</discord-string-select-menu>`);
    }
  }
  return `<discord-action-row>${parts.join('')}</discord-action-row>`;
}

function embedHtml(embed, pictures, nowMs) {
  const attrs = [];
  if (embed.color !== undefined && embed.color !== null) attrs.push(`color="${colourHex(embed.color)}"`);
  if (embed.title) attrs.push(`embed-title="${escapeHtml(embed.title)}"`);
  if (embed.author?.name) attrs.push(`author-name="${escapeHtml(embed.author.name)}"`);
  const image = embed.image?.url;
  if (image) attrs.push(`image="${escapeHtml(image.startsWith('attachment://') ? pictures.get(image.slice(13))?.url ?? '' : image)}"`);
  const inner = [];
  if (embed.description) inner.push(`<discord-embed-description slot="description">${markdown(embed.description, nowMs)}</discord-embed-description>`);
  if (embed.fields?.length) {
    let run = 0;
    const fields = embed.fields.map((f) => {
      run = f.inline ? (run % 3) + 1 : 0;
      const inlineAttrs = f.inline ? ` inline inline-index="${run}"` : '';
      return `<discord-embed-field field-title="${escapeHtml(f.name.replace(/\*\*/g, ''))}"${inlineAttrs}>${markdown(f.value, nowMs)}</discord-embed-field>`;
    });
    inner.push(`<discord-embed-fields slot="fields">${fields.join('')}</discord-embed-fields>`);
  }
  if (embed.footer?.text) inner.push(`<discord-embed-footer slot="footer">${escapeHtml(embed.footer.text).replace(/\n/g, "<br>")}</discord-embed-footer>`);
  return `<discord-embed slot="embeds" ${attrs.join(' ')}>${inner.join('')}</discord-embed>`;
}

/** The avatar: a wolf-grey disc with a W, inlined (the page loads nothing from outside). */
const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="40" fill="#5865f2"/><text x="40" y="53" font-family="sans-serif" font-size="38" font-weight="bold" fill="#fff" text-anchor="middle">W</text></svg>',
)}`;

function messageHtml(screen, pictures) {
  const nowMs = screen.taken_at_ms;
  const embedded = new Set(
    (screen.embeds ?? []).map((e) => e.image?.url).filter((u) => u?.startsWith('attachment://')).map((u) => u.slice(13)),
  );
  const files = screen.attachments
    .filter((a) => !embedded.has(a.filename))
    .map((a) => {
      const picture = pictures.get(a.filename);
      return picture
        ? `<discord-image-attachment url="${picture.url}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(a.filename)}"></discord-image-attachment>`
        : `<discord-file-attachment name="${escapeHtml(a.filename)}" bytes="1" bytes-unit="KB" type="text/plain"></discord-file-attachment>`;
    });
  const parts = [];
  if (screen.content) parts.push(markdown(screen.content, nowMs));
  if (files.length) parts.push(`<discord-attachments slot="attachments">${files.join('')}</discord-attachments>`);
  for (const embed of screen.embeds ?? []) parts.push(embedHtml(embed, pictures, nowMs));
  if (screen.components?.length) parts.push(`<discord-attachments slot="components">${screen.components.map(componentHtml).join('')}</discord-attachments>`);
  const ephemeral = screen.seen === 'ephemeral' ? ' ephemeral' : '';
  return `<discord-message author="wolfden" bot avatar="${AVATAR}" timestamp="Today at 20:00"${ephemeral}>${parts.join('')}</discord-message>`;
}

function pageHtml(screen, pictures) {
  const importMap = {
    imports: {
      lit: '/nm/lit/index.js',
      'lit/': '/nm/lit/',
      'lit-html': '/nm/lit-html/lit-html.js',
      'lit-html/': '/nm/lit-html/',
      'lit-element/': '/nm/lit-element/',
      '@lit/reactive-element': '/nm/@lit/reactive-element/reactive-element.js',
      '@lit/reactive-element/': '/nm/@lit/reactive-element/',
      '@lit/context': '/nm/@lit/context/index.js',
      '@skyra/discord-components-core': '/nm/@skyra/discord-components-core/dist/index.js',
    },
  };
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(screen.name)}</title>
<script type="importmap">${JSON.stringify(importMap)}</script>
<style>
  html, body { margin: 0; background: #313338; }
  discord-messages { border: none; }
  .md-code { font-family: monospace; font-size: 0.85em; background: #2b2d31; border-radius: 3px; padding: 0 .2em; }
  .md-pre { font-family: monospace; font-size: 0.85em; background: #2b2d31; border-radius: 4px; padding: .5em; margin: .2em 0; white-space: pre-wrap; }
  .md-h1 { font-size: 1.5em; font-weight: 700; margin: .3em 0; }
  .md-h2 { font-size: 1.25em; font-weight: 700; margin: .3em 0; }
  .md-h3 { font-size: 1em; font-weight: 700; margin: .3em 0; }
  .md-sub { font-size: .8em; color: #949ba4; }
  .md-quote { border-left: 4px solid #4e5058; padding-left: .6em; }
  .md-li::before { content: '•'; margin-left: -0.9em; padding-right: .4em; }
</style>
<script type="module">
  import '@skyra/discord-components-core';
  // Ready once every component has drawn, every picture is decoded and the fonts are in.
  async function settle(root) {
    for (const el of root.querySelectorAll('*')) {
      if (el.updateComplete) await el.updateComplete;
      if (el.shadowRoot) await settle(el.shadowRoot);
    }
    await Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => {})));
  }
  await customElements.whenDefined('discord-message');
  await settle(document);
  await settle(document);
  await document.fonts.ready;
  window.screenReady = true;
</script>
</head><body><discord-messages>${messageHtml(screen, pictures)}</discord-messages></body></html>`;
}

// ---- serving and drawing ----

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };

/** Serves the npm packages under /nm/ and the pages under /page/<name>, on loopback. */
async function serve(pages) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    try {
      if (path.startsWith('/page/') && pages.has(path.slice(6))) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(pages.get(path.slice(6)));
        return;
      }
      const file = resolve(MODULES, `.${path.slice(3)}`);
      if (!path.startsWith('/nm/') || !file.startsWith(MODULES)) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return server;
}

async function loadPictures(screen, dir) {
  const pictures = new Map();
  for (const a of screen.attachments) {
    if (!a.path) continue;
    const bytes = await readFile(join(dir, a.path));
    pictures.set(a.filename, { url: `data:image/png;base64,${bytes.toString('base64')}`, ...pngSize(bytes) });
  }
  return pictures;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const dump = JSON.parse(await readFile(args.in, 'utf8'));
  const screens = dump.screens.filter((s) => !args.only || args.only.includes(s.name));
  if (args.only) {
    const missing = args.only.filter((n) => !screens.some((s) => s.name === n));
    if (missing.length) throw new Error(`no screen named ${missing.join(', ')} in ${args.in}`);
  }
  const pages = new Map();
  for (const screen of screens) pages.set(screen.name, pageHtml(screen, await loadPictures(screen, dirname(args.in))));
  await mkdir(args.out, { recursive: true });
  const server = await serve(pages);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none', '--lang=en-GB'],
  });
  const heights = {};
  const browserName = await browser.version();
  try {
    const page = await browser.newPage();
    // Nothing leaves the machine: only the local server answers.
    await page.setRequestInterception(true);
    page.on('request', (r) => (r.url().startsWith(base) || r.url().startsWith('data:') ? r.continue() : r.abort()));
    for (const screen of screens) {
      heights[screen.name] = { caption: screen.caption, seen: screen.seen };
      for (const width of args.widths) {
        await page.setViewport({ width, height: 900, deviceScaleFactor: 1 });
        await page.goto(`${base}/page/${encodeURIComponent(screen.name)}`, { waitUntil: 'load' });
        await page.waitForFunction('window.screenReady === true', { timeout: 30000 });
        const message = await page.$('discord-message');
        const box = await message.boundingBox();
        heights[screen.name][`px_at_${width}`] = Math.round(box.height);
        // Where a picture in an embed starts, from the message's top (is it on the first screen?).
        const pictureTop = await page.evaluate(() => {
          const img = document.querySelector('discord-embed')?.shadowRoot?.querySelector('img.discord-embed-image');
          const top = document.querySelector('discord-message').getBoundingClientRect().top;
          return img ? img.getBoundingClientRect().top - top : null;
        });
        if (pictureTop !== null) heights[screen.name][`picture_top_px_at_${width}`] = Math.round(pictureTop);
        const whole = await page.$('discord-messages');
        await whole.screenshot({ path: join(args.out, `${screen.name}-${width}.png`) });
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const table = Object.entries(heights).map(([name, h]) => {
    const row = { screen: name };
    for (const w of args.widths) row[`px at ${w}`] = h[`px_at_${w}`];
    if (h[`px_at_${PHONE_WIDTH}`] !== undefined) row['phone screens'] = (h[`px_at_${PHONE_WIDTH}`] / PHONE_SCREEN_PX).toFixed(2);
    if (h[`picture_top_px_at_${PHONE_WIDTH}`] !== undefined) row[`picture top at ${PHONE_WIDTH}`] = h[`picture_top_px_at_${PHONE_WIDTH}`];
    return row;
  });
  console.table(table);
  const version = JSON.parse(await readFile(join(MODULES, '@skyra/discord-components-core/package.json'), 'utf8')).version;
  await writeFile(
    join(args.out, 'heights.json'),
    `${JSON.stringify({ renderer: `@skyra/discord-components-core ${version}`, browser: browserName, phone_screen_px: PHONE_SCREEN_PX, screens: heights }, null, 2)}\n`,
  );
}

main().catch((e) => {
  console.error(`render.mjs: ${e.message}`);
  process.exit(1);
});
