import { DEFAULTS } from './options';

/** The `--help` text: every option, what it is for, and its default. */
export function helpText(): string {
  const d = DEFAULTS;
  return `Warehouse reader bridge: turns barcode and RFID reader input into readings on a local WebSocket.

Usage: npm run reader -- [options]
       node --import tsx apps/reader-bridge/src/main.ts [options]

Every reading is sent as one text frame to every connected client:
  Barcode (<code>) [<symbology>]   a barcode whose symbology is known
  <tag>|<tag>|…                     RFID tags read within one window, each once
Source lines already in the Barcode (…) […] form pass through; lines starting with an
AIM symbology identifier (]E0 EAN-13, ]E4 EAN-8, ]C0 Code 128, ]C1 GS1-128, ]Q1 QR …)
become barcodes of that symbology; any other line is a tag code ('|' separates several).

Server:
  --host HOST              address to serve on (default ${d.host}); only loopback
                           addresses are accepted unless --allow-remote is given
  --port PORT              WebSocket port (default ${d.port}; 0 picks a free port)
  --allow-remote           allow a --host or --listen-tcp address that other machines
                           can reach (readings are not protected: use with care)
  --allow-origin ORIGIN    accept WebSocket clients only from this web origin, e.g.
                           https://warehouse.example.com (repeatable; default: any)
  --max-client-buffer N    bytes that may wait for one client; a client that stops
                           reading beyond this is disconnected (default ${d.maxClientBuffer})
  --hold MS                readings that arrive while no app is connected (a page
                           reloading) are kept MS milliseconds and handed once to the
                           next app that connects (default ${d.holdMs}; 0 = dropped)

Sources (any number at once; each one reconnects or reopens by itself):
  --no-stdin               do not read standard input (read by default: one reading per
                           line, so you can type codes; its end does not stop the bridge)
  --tcp HOST:PORT          connect to a reader that streams lines over TCP; reconnects
                           with backoff when it drops (repeatable)
  --listen-tcp [HOST:]PORT wait for readers that connect in (host default ${d.host};
                           repeatable)
  --serial PATH            read a serial port: /dev/ttyUSB0, /dev/ttyACM0, COM3 …
                           (repeatable; reopened when unplugged)
  --baud N                 serial speed in baud (default ${d.baud}; 8 data bits, no parity,
                           1 stop bit)
  --simulate KIND          simulated readings: "tags" (24-hex-digit EPCs) or "barcodes"
                           (EAN-13, EAN-8, Code 128, QR) (repeatable)
  --rate N                 simulated readings, or replayed lines, per second (default ${d.rate})
  --replay FILE            play a recorded session: one reading per line at --rate, or
                           "+<ms><TAB><reading>" to wait <ms> before it; '#' starts a
                           comment (repeatable)
  --loop                   replay the files again and again

Readings:
  --window MS              tags arriving within MS milliseconds of the first one are sent
                           as one reading, duplicates dropped (default ${d.windowMs}; 0 = none)
  --max-line BYTES         longest source line accepted; longer lines are dropped with a
                           warning (default ${d.maxLineBytes})

Other:
  --verbose                log every reading sent
  -h, --help               show this help
  -v, --version            show the version

Logs go to standard error. Stop with Ctrl+C (or SIGTERM as a service).
`;
}
