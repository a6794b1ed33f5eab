// The shared reference data (states, provinces, entity types, industries) beside the checkout: `../shared/reference`
// from the repository's root, wherever the checkout is (a CI clone, a worktree one level deeper).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const found = ['../shared/reference', '../../shared/reference'].map((p) => join(root, p)).find((p) => existsSync(join(p, 'states.json')));
if (!found) throw new Error(`shared reference data not found beside ${root}`);
export const REFERENCE_DIR: string = found;
