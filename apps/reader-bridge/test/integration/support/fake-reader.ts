import { connect, createServer, type Socket } from 'node:net';
import { waitUntil } from './wait';

/** A TCP reader device on 127.0.0.1 that the bridge connects to (`--tcp`). */
export async function startFakeReader() {
  const sockets: Socket[] = [];
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    sockets.push(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.splice(sockets.indexOf(socket), 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    accepted: () => accepted,
    waitForConnections: (count: number) =>
      waitUntil(() => accepted >= count && sockets.length > 0, `${count} connections from the bridge`),
    send(data: string | Buffer) {
      for (const socket of sockets) socket.write(data);
    },
    /** The reader goes away, after sending `last` (e.g. half a line). */
    disconnect(last = '') {
      for (const socket of sockets) socket.end(last);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A reader device that connects in to a `--listen-tcp` source. */
export function connectDevice(port: number): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {}); // the bridge may close it first when a test ends
  return socket;
}
