// The page shell: head, the signed-in header with navigation and sign-out, the main content. Assets are served by
// this process under content-hashed names (assets.ts), so pages work offline and assets are cached for good.
import type { FastifyRequest } from 'fastify';
import { assetUrl } from './assets.ts';
import { html, type Html } from './html.ts';

export type Section = 'deals' | 'upload' | 'team' | 'settings' | 'account' | null;

export function csrfField(request: FastifyRequest): Html {
  return html`<input type="hidden" name="_csrf" value="${request.session?.csrfToken ?? ''}">`;
}

export interface PageOptions {
  title: string; section: Section; body: Html; notice?: string | null; error?: string | null;
  /** Extra files of assets/ this page needs besides app.css and app.js. */
  scripts?: string[]; styles?: string[];
}

export function page(request: FastifyRequest, options: PageOptions): string {
  const s = request.session;
  const nav = (section: Section, href: string, label: string) =>
    html`<a href="${href}"${section === options.section ? html` aria-current="page"` : ''}>${label}</a>`;
  const header = s
    ? html`<header class="top">
  <a class="brand" href="/app/deals">MCA desk</a>
  <nav aria-label="Main">${nav('deals', '/app/deals', 'Deals')}${s.role !== 'viewer' ? nav('upload', '/app/upload', 'Upload') : ''}${nav('team', '/app/team', 'Team')}${s.role === 'admin' ? nav('settings', '/app/settings', 'Settings') : ''}</nav>
  <div class="who"><a href="/app/account"${options.section === 'account' ? html` aria-current="page"` : ''}><span class="sr-only">Your account: </span>${s.email}</a> <span class="muted">${s.orgName}</span>
    <form method="post" action="/app/logout">${csrfField(request)}<button type="submit" class="link">Sign out</button></form>
  </div>
</header>`
    : html`<header class="top"><span class="brand">MCA desk</span></header>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${s ? html`<meta name="csrf-token" content="${s.csrfToken}">` : ''}
<title>${options.title} · MCA desk</title>
<link rel="icon" href="${assetUrl('icon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${assetUrl('app.css')}">
${(options.styles ?? []).map((name) => html`<link rel="stylesheet" href="${assetUrl(name)}">`)}
<script src="${assetUrl('app.js')}" defer></script>
${(options.scripts ?? []).map((name) => html`<script src="${assetUrl(name)}" defer></script>`)}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
${header}
<main id="main" tabindex="-1">
${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}
${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
${options.body}
</main>
</body>
</html>`.value;
}
