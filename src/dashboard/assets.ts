// The dashboard's stylesheet and script, read once at start and served under names that carry a hash of their
// content (`app.3f2a91c0.css`): a page always names the current file, so the files can be cached for good.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', svg: 'image/svg+xml' };
// Every file in assets/ (a page names the extra scripts or stylesheets it needs: layout.ts).
const FILES = readdirSync(new URL('./assets/', import.meta.url)).filter((n) => /\.(css|js|svg)$/.test(n));

interface Asset { name: string; body: Buffer; type: string; etag: string }
const byName = new Map<string, Asset>();
const byHashedName = new Map<string, Asset>();

for (const name of FILES) {
  const body = readFileSync(new URL(`./assets/${name}`, import.meta.url));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const dot = name.lastIndexOf('.');
  const asset = { name: `${name.slice(0, dot)}.${hash}${name.slice(dot)}`, body, type: TYPES[name.slice(dot + 1)]!, etag: `"${hash}"` };
  byName.set(name, asset);
  byHashedName.set(asset.name, asset);
}

export const assetUrl = (name: string): string => `/app/assets/${byName.get(name)!.name}`;

export function assetRoutes(app: FastifyInstance) {
  app.get('/assets/:name', { config: { signedOut: true } }, async (request, reply) => {
    const asset = byHashedName.get((request.params as { name: string }).name);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', asset.etag).type(asset.type);
    // If-None-Match may list several tags, weak or strong (RFC 9110 13.1.2: weak comparison).
    const tags = (request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (tags.includes(asset.etag) || tags.includes('*')) return reply.code(304).send();
    return reply.send(asset.body);
  });
}
