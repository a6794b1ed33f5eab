// Writes test/openapi/api.d.ts: the client types openapi-typescript generates from the OpenAPI document (the same
// generation test/openapi/client.db.test.ts checks against the served document). Run after changing a route's schema.
// Usage: node scripts/openapi-client.ts
import { writeFileSync } from 'node:fs';
import { openapiDocument } from './lib/openapi-document.ts';
import { CLIENT_TYPES, clientTypes } from '../test/openapi/generate.ts';

writeFileSync(CLIENT_TYPES, await clientTypes(await openapiDocument()));
console.log(`wrote ${CLIENT_TYPES}`);
