// Lingering close (as nginx does it): when an answer is sent before the request's body was read to its end (a 401 or
// 403 on an upload, a 413), the answer goes out with `Connection: close`, our side of the connection is half-closed
// after it (FIN), and the rest of the body is read and thrown away until the client has sent it all, up to a bound;
// only then is the socket closed. Closing at once, as Node does, while the client is still sending makes the kernel
// answer its next bytes with a reset, which discards the answer it had not read yet: the client sees EPIPE or
// ECONNRESET instead of why it was refused.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface LingerBounds {
  /** Body bytes read and discarded after the answer at most; past them the socket is closed. */
  maxBytes: number;
  /** The whole lingering at most. */
  maxMs: number;
  /** At most this long without a byte from the client. */
  idleMs: number;
}

const lingering = new WeakSet<Socket>();

/**
 * Arranges a lingering close of the request's connection, to take the place of Node's immediate close once the
 * answer (which must say `Connection: close`) is written. Does nothing when the socket is gone already.
 */
export function lingerAfterAnswer(req: IncomingMessage, bounds: LingerBounds) {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  if (!socket || socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  // Whoever was reading the body (the multipart parser) is done with it: what is left flows into nothing.
  req.unpipe();
  req.removeAllListeners('data');
  req.resume();
  // Node's HTTP server ends the last answer of a connection with socket.destroySoon(); its sockets allow half-open
  // connections, so end() sends our FIN after the answer and the readable side stays open.
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    socket.end();
    const start = socket.bytesRead;
    // The body has arrived in full (or the client closed its side): nothing more to wait for. (Before any timer
    // exists: `close` below clears them, and reached them before their declaration when this ran through it.)
    if (req.complete) { if (!socket.destroyed) socket.destroy(); return; }
    const close = () => { clearInterval(timer); clearTimeout(deadline); if (!socket.destroyed) socket.destroy(); };
    let last = start;
    let idleSince = Date.now();
    req.once('end', close);
    socket.once('end', close);
    socket.once('close', close);
    const deadline = setTimeout(close, bounds.maxMs);
    const timer = setInterval(() => {
      const read = socket.bytesRead;
      if (read - start > bounds.maxBytes) { close(); return; }
      if (read !== last) { last = read; idleSince = Date.now(); } else if (Date.now() - idleSince >= bounds.idleMs) close();
    }, Math.min(100, bounds.idleMs));
    timer.unref();
    deadline.unref();
  };
}
