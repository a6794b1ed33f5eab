// A TCP proxy on 127.0.0.1 in front of a server (the tests' PostgreSQL) that can freeze: while frozen it accepts
// connections and keeps every socket open but forwards nothing either way, as a server stopped with SIGSTOP or a
// network that drops packets looks to a client. Thawed, it forwards what it held and goes on. The server behind it
// is never touched, so the machine's shared PostgreSQL can stand behind it.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface FreezeProxy {
  port: number; freeze(): void; thaw(): void;
  /** Unfreezes for new connections only: those open while frozen stay silent for ever (a firewall or NAT that lost
   *  their state, a server that forgot them), so only a client that gives up on them and reconnects recovers. */
  abandon(): void;
  close(): Promise<void>;
}

export async function freezeProxy(target: { host: string; port: number }): Promise<FreezeProxy> {
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const abandoned = new Set<net.Socket>();
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (abandoned.has(from)) return;
      if (frozen) held.push(() => to.write(chunk)); else to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client); sockets.add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze() { frozen = true; },
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    abandon() {
      for (const s of sockets) abandoned.add(s);
      held.splice(0);
      frozen = false;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
