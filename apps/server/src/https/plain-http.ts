/**
 * The plain-HTTP side of an HTTPS server: on PORT it sends every request to the same address over
 * HTTPS (308, method and body kept), except the page that lets a handheld trust the local authority
 * first (`/ca`, and the certificate itself at `/ca.crt`), which must be reachable before it does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';
import { isLoopback } from '../config';
import type { LocalAuthority } from './authority';

export const CA_PAGE = '/ca';
export const CA_FILE = '/ca.crt';

/** The host a request named, without its port; undefined when it is not a plain name or address. */
function requestedHost(request: IncomingMessage): string | undefined {
  const host = request.headers.host ?? '';
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::\d+)?$/.exec(host);
  return match?.[1];
}

/** The machine's first address on its networks: what a handheld can reach. */
function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The host a handheld should use: the one asked for, unless it only works on this machine. */
function handheldHost(request: IncomingMessage): string {
  const asked = requestedHost(request);
  if (asked && !isLoopback(asked.replace(/^\[|\]$/g, ''))) return asked;
  return lanAddress() ?? asked ?? 'localhost';
}

/**
 * `/ca`: the authority's certificate as a QR code and a link, and how to trust it on Android. No
 * favicon request: redirected to HTTPS, its answer's HSTS header would make a browser that already
 * trusts the authority upgrade this page's own plain-HTTP links to HTTPS on the same port.
 */
export async function caPage(
  request: IncomingMessage,
  authority: LocalAuthority,
  ports: { http: number; https: number },
): Promise<string> {
  const host = handheldHost(request);
  const certificateUrl = `http://${host}:${ports.http}${CA_FILE}`;
  const appUrl = `https://${host}:${ports.https}/`;
  const [certificateQr, appQr] = await Promise.all(
    [certificateUrl, appUrl].map((url) => QRCode.toString(url, { type: 'svg', margin: 1, width: 220 })),
  );
  const replaced = authority.replaced;
  const notice = replaced
    ? `<section style="border:2px solid #c92a2a;padding:0 1rem;margin:1rem 0">
<h2>Autorità sostituita il ${escapeHtml(replaced.replacedAt.slice(0, 10))}</h2>
<p>L'autorità precedente, <strong>${escapeHtml(replaced.name)}</strong>, poteva garantire qualsiasi sito ed è stata sostituita da una limitata ai nomi e agli indirizzi di questo server. Su ogni palmare che la usava:</p>
<ol>
<li>Aprire <em>Impostazioni › Sicurezza › Crittografia e credenziali › Credenziali attendibili › Utente</em>.</li>
<li>Toccare <strong>${escapeHtml(replaced.name)}</strong>, controllare che l'impronta SHA-256 sia <code>${escapeHtml(replaced.sha256)}</code> e toccare <em>Rimuovi</em>.</li>
<li>Installare la nuova autorità con i passi qui sotto.</li>
</ol></section>`
    : '';
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Warehouse: certificato per i palmari</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;line-height:1.4}
figure{display:inline-block;margin:0 1rem 1rem 0;text-align:center}code{word-break:break-all}</style></head>
<body>
<h1>Certificato per i palmari</h1>
${notice}
<p>Warehouse è servito in HTTPS con un certificato firmato dall'autorità <strong>${escapeHtml(authority.caName)}</strong>,
creata su questo server. Ogni palmare deve fidarsi di questa autorità una volta sola.</p>
<figure>${certificateQr}<figcaption>1. Certificato<br><a href="${escapeHtml(certificateUrl)}">${escapeHtml(certificateUrl)}</a></figcaption></figure>
<figure>${appQr}<figcaption>2. Applicazione<br><a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></figcaption></figure>
<h2>Android</h2>
<ol>
<li>Inquadrare il codice QR 1 con la fotocamera del palmare e aprire il collegamento: il file <code>warehouse-ca.crt</code> viene scaricato.</li>
<li>Aprire <em>Impostazioni › Sicurezza › Crittografia e credenziali › Installa un certificato › Certificato CA</em>
(su alcuni modelli: <em>Impostazioni › Sicurezza › Altre impostazioni di sicurezza › Installa da memoria</em>).</li>
<li>Toccare <em>Installa comunque</em>, confermare con il PIN del palmare e scegliere <code>warehouse-ca.crt</code> tra i download.</li>
<li>Inquadrare il codice QR 2 e aprire l'applicazione in Chrome: la connessione risulta sicura. Aggiungerla alla schermata Home.</li>
</ol>
<p>Per verificare il certificato installato (<em>Credenziali attendibili › Utente</em>, toccare <strong>${escapeHtml(authority.caName)}</strong>): le impronte devono essere</p>
<p>SHA-256: <code>${escapeHtml(authority.caSha256)}</code><br>SHA-1: <code>${escapeHtml(authority.caSha1)}</code></p>
<p>L'autorità vale fino al ${escapeHtml(authority.caNotAfter.slice(0, 10))} e può garantire solo questo server (nomi <code>.local</code>, indirizzi della rete locale e i nomi configurati).</p>
</body></html>`;
}

/** Listens on `port`: the CA page and certificate, and a redirect to HTTPS for everything else. */
export async function listenPlainHttp(options: {
  host: string;
  port: number;
  httpsPort: number;
  authority: LocalAuthority | undefined;
}): Promise<Server> {
  const { authority, httpsPort } = options;
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (authority && path === CA_FILE && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, {
        'content-type': 'application/x-x509-ca-cert',
        'content-disposition': 'attachment; filename="warehouse-ca.crt"',
        'content-length': authority.caDer.length,
      });
      return response.end(request.method === 'HEAD' ? undefined : authority.caDer);
    }
    if (authority && path === CA_PAGE && request.method === 'GET') {
      const page = await caPage(request, authority, { http: port, https: httpsPort });
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(page);
    }
    const host = requestedHost(request);
    if (!host) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Richiesta non valida');
    }
    response.writeHead(308, { location: `https://${host}:${httpsPort}${request.url ?? '/'}` });
    response.end();
  };
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return server;
}
