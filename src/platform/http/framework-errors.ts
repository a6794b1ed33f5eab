// Answers that Fastify or Node would otherwise write themselves, each in the contract's error shape with the security
// headers and a Request-Id: a URL that cannot be decoded (FST_ERR_BAD_URL), a path parameter over the router's length
// limit (FST_ERR_MAX_PARAM_LENGTH: a malformed id, so a 404 like any other), requests the HTTP parser refuses (a
// method it does not know, headers too large, a malformed request line or body framing, a request that took too
// long), an `Expect` we do not support, an HTTP/1.1 request without Host, and requests that arrive while the server
// is closing (503 with Retry-After). Whatever reaches a route or the 404 handler goes through sendError already.
// On the dashboard's paths the same answers are its HTML error page instead (a `PageRenderer` from app.ts).
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors.ts';
import { uuidv7 } from '../ids.ts';
import { errorBody, sendError, toDomainError } from './errors.ts';
import { securityHeaders } from './protection.ts';

/**
 * How an answer made outside any route looks at a URL, when not the API's JSON: the dashboard's paths answer its HTML
 * error page (app.ts wires it, so this platform code knows nothing of the dashboard). Null: the JSON error body.
 */
export type PageRenderer = (url: string, status: number, error: DomainError, requestId: string) => string | null;

/** The router's own refusals as domain errors: an undecodable URL, a path segment over the router's length limit. */
function routerError(error: FastifyError): unknown {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new DomainError('not_found', 'no such resource: a path segment is too long');
  if (error.code === 'FST_ERR_BAD_URL') return new DomainError('invalid_request', 'the URL has an invalid percent-encoding');
  return error;
}

/** The request line's target in the bytes the HTTP parser refused, when it got that far ("/" otherwise). */
function targetOf(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return '/';
  const line = /^[A-Z]+ (\S+) HTTP\//.exec(raw.subarray(0, 8192).toString('latin1'));
  return line?.[1] ?? '/';
}

/** The three framework answers (Fastify's `frameworkErrors` and `clientErrorHandler` options, and the hooks), with
 *  `render` deciding which URLs answer a page instead of the JSON error body. */
export function frameworkAnswers(render: PageRenderer = () => null) {
  /** Fastify's `frameworkErrors` option: the router's own refusals, through the one error path. */
  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    reply.header('Request-Id', request.id);
    // This reply does not pass the app's onSend hooks: their headers are set here.
    reply.headers(securityHeaders(request.url));
    reply.header('Cache-Control', 'no-store');
    const domain = toDomainError(routerError(error));
    const page = render(request.url, domain.status, domain, request.id);
    if (page !== null) return reply.code(domain.status).type('text/html; charset=utf-8').send(page);
    return sendError(request, reply, routerError(error));
  }

  /** A whole HTTP answer written on the socket, for the cases that come before any request object exists. */
  function rawAnswer(status: number, error: DomainError, url = '/', extra: Record<string, string> = {}): string {
    const id = uuidv7();
    const page = render(url, status, error, id);
    const body = page ?? JSON.stringify(errorBody(error, id));
    const headers: Record<string, string> = {
      'Content-Type': page !== null ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)), 'Request-Id': id,
      ...securityHeaders(url), 'Cache-Control': 'no-store', Connection: 'close', ...extra,
    };
    return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`;
  }

  /**
   * Fastify's `clientErrorHandler`. The answer is written and our side closed; the socket is destroyed once the client
   * closes too, or after a short grace, so a client still sending reads the answer rather than a reset.
   */
  function clientErrorHandler(err: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) return; // answered already: the grace timer below ends it
    const { status, error } = clientProblem(err);
    socket.end(rawAnswer(status, error, targetOf(err.rawPacket)));
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), 2_000).unref();
  }

  /** The server options and hooks that route the remaining framework answers through the error shape. */
  function registerFrameworkAnswers(app: FastifyInstance) {
    // Node answers an `Expect` other than 100-continue with a bare 417 unless someone listens.
    app.server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const [head, ...rest] = rawAnswer(417, new DomainError('invalid_request', 'the Expect header is not supported'), req.url).split('\r\n\r\n');
      const lines = head!.split('\r\n').slice(1);
      res.statusCode = 417;
      for (const line of lines) { const i = line.indexOf(': '); res.setHeader(line.slice(0, i), line.slice(i + 2)); }
      res.end(rest.join('\r\n\r\n'));
    });

    let closing = false;
    app.addHook('preClose', async () => { closing = true; });
    app.addHook('onRequest', (request, _reply, done) => {
      // A request on a kept-alive connection while the server drains: another instance (or this one restarted) takes it.
      if (closing) { done(new DomainError('service_unavailable', 'the server is restarting; retry shortly')); return; }
      // HTTP/1.1 requires Host (RFC 9112 3.2); Node's own refusal would be a bare 400.
      if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) { done(new DomainError('invalid_request', 'the Host header is required')); return; }
      done();
    });
  }

  return { frameworkErrors, clientErrorHandler, registerFrameworkAnswers };
}

/** What the HTTP parser refused, in a client's words (never the parser's own message). */
function clientProblem(err: NodeJS.ErrnoException): { status: number; error: DomainError } {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, error: new DomainError('invalid_request', 'the request did not arrive in time') };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, error: new DomainError('invalid_request', 'the request headers are too large') };
    case 'HPE_INVALID_EOF_STATE':
      return { status: 400, error: new DomainError('invalid_request', 'the request was cut short') };
    case 'HPE_INVALID_METHOD':
      return { status: 400, error: new DomainError('invalid_request', 'unknown HTTP method') };
    default:
      return { status: 400, error: new DomainError('invalid_request', 'the request is not valid HTTP') };
  }
}
