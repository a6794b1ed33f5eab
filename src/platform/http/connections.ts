// Slow and greedy clients: a request's headers must arrive within headersTimeoutMs, an idle keep-alive connection is
// closed after keepAliveTimeoutMs, a whole request (an upload included) within requestTimeoutMs, and one client
// address holds at most maxPerAddress connections at once (further ones are closed at once), so one slow or
// greedy client cannot hold the server's sockets while others wait.
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

export interface ConnectionLimits { headersTimeoutMs: number; keepAliveTimeoutMs: number; maxPerAddress: number }

export function limitConnections(app: FastifyInstance, limits: ConnectionLimits) {
  const server = app.server;
  server.headersTimeout = limits.headersTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const addr = socket.remoteAddress ?? 'unknown';
    const n = (open.get(addr) ?? 0) + 1;
    if (n > limits.maxPerAddress) { socket.destroy(); return; }
    open.set(addr, n);
    socket.once('close', () => {
      const left = (open.get(addr) ?? 1) - 1;
      if (left <= 0) open.delete(addr); else open.set(addr, left);
    });
  });
}
