// Writes the OpenAPI document as the server serves it (GET /v1/openapi.json), without a server. `npm run
// lint:openapi` lints the result with Redocly (redocly.yaml).
// Usage: node scripts/openapi.ts [FILE]   (stdout without FILE)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openapiDocument } from './lib/openapi-document.ts';

const document = `${JSON.stringify(await openapiDocument(), null, 2)}\n`;
if (process.argv[2]) {
  mkdirSync(dirname(process.argv[2]), { recursive: true });
  writeFileSync(process.argv[2], document);
} else {
  process.stdout.write(document);
}
