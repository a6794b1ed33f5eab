// Signing in to the dashboard the way a browser does, for tests: the sign-in page's CSRF cookie and hidden field,
// the form post, then the session cookie and the CSRF token the pages carry for their forms.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

export const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

export const encodeForm = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** GET the sign-in page: the token in its `mca_login_csrf` cookie and the value of its hidden `_csrf` field. */
export async function openLogin(app: FastifyInstance, url = '/app/login') {
  const res = await app.inject({ method: 'GET', url });
  return { res, cookie: cookieOf(res, 'mca_login_csrf')?.value, field: /name="_csrf" value="([^"]*)"/.exec(res.body)?.[1],
    next: /name="next" value="([^"]*)"/.exec(res.body)?.[1] };
}

/** POST the sign-in form with a fresh login CSRF token (as a browser that just opened the page). */
export async function postLogin(app: FastifyInstance, fields: Record<string, string>, options: { remoteAddress?: string; url?: string } = {}) {
  const { cookie } = await openLogin(app);
  return app.inject({ method: 'POST', url: options.url ?? '/app/login', remoteAddress: options.remoteAddress,
    headers: { ...FORM_TYPE, cookie: `mca_login_csrf=${cookie}` }, payload: encodeForm({ _csrf: cookie!, ...fields }) });
}

export interface Browser {
  /** The session cookie's value. */
  token: string;
  /** The session's CSRF token, as the pages carry it. */
  csrf: string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** A signed-in browser: requests carry its session cookie. */
export async function signIn(app: FastifyInstance, email: string, password: string, options: { remoteAddress?: string } = {}): Promise<Browser> {
  const res = await postLogin(app, { email, password }, options);
  const token = cookieOf(res, 'mca_session')?.value;
  if (res.statusCode !== 303 || !token) throw new Error(`sign-in failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return asBrowser(app, token);
}

export async function asBrowser(app: FastifyInstance, token: string): Promise<Browser> {
  const cookie = `mca_session=${token}`;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  const page = await get('/app/deals');
  const csrf = /<meta name="csrf-token" content="([^"]*)">/.exec(page.body)?.[1] ?? '';
  return {
    token, csrf, get,
    post: (url, fields, headers = {}) => app.inject({ method: 'POST', url, headers: { ...FORM_TYPE, cookie, ...headers }, payload: encodeForm(fields) }),
  };
}
