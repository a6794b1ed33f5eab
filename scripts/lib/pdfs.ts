// The PDFs a script is pointed at: a PDF file itself, or every PDF below a folder in name order (a missing folder has none).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function pdfsUnder(p: string): string[] {
  if (!existsSync(p)) return [];
  if (!statSync(p).isDirectory()) return p.endsWith('.pdf') ? [p] : [];
  return readdirSync(p).sort().flatMap((f) => pdfsUnder(path.join(p, f)));
}
