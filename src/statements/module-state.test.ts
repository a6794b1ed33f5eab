// "No module-level mutable state in src/statements" (issue 19), checked: a module of the parsing engine may hold
// constants only. Resources (PDFium, the OCR engines) belong to an Engines object its caller owns
// (extract/engines.ts) and memos to the reading of one document (read/amounts.ts LineAmounts). This scans every
// module's top-level statements for what would hold state between calls or documents: a `let` or `var`, a Map, Set,
// WeakMap or WeakSet not typed read-only, an empty array or object to be filled later.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return modules(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

/** Why a top-level declaration holds mutable state, or null. */
function mutable(list: ts.VariableDeclarationList, d: ts.VariableDeclaration): string | null {
  if (!(list.flags & ts.NodeFlags.Const)) return `${list.flags & ts.NodeFlags.Let ? 'let' : 'var'} ${d.name.getText()}`;
  const init = d.initializer;
  if (!init) return null;
  const readonlyType = d.type !== undefined && /^Readonly/.test(d.type.getText());
  if (ts.isNewExpression(init) && ts.isIdentifier(init.expression) && COLLECTIONS.has(init.expression.text) && !readonlyType) {
    return `${d.name.getText()} = new ${init.expression.text}(...) (type it Readonly${init.expression.text.replace('Weak', '')}, or keep it in the object that owns it)`;
  }
  if (ts.isArrayLiteralExpression(init) && init.elements.length === 0) return `${d.name.getText()} = [] (filled later: state)`;
  if (ts.isObjectLiteralExpression(init) && init.properties.length === 0) return `${d.name.getText()} = {} (filled later: state)`;
  return null;
}

/** Every top-level declaration of a module that holds state, as "file:line: why". */
export function moduleState(file: string, source = readFileSync(file, 'utf8')): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      const why = mutable(st.declarationList, d);
      if (why) out.push(`${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(d.getStart()).line + 1}: ${why}`);
    }
  }
  return out;
}

describe('module-level state in src/statements', () => {
  it('no module of the parsing engine holds state between calls', () => {
    const found = modules(root).flatMap((f) => moduleState(f));
    expect(found).toEqual([]);
  });

  it('the check finds what it looks for, and lets constants be', () => {
    const src = [
      'let current: number | null = null;',
      'export var count = 0;',
      'const cache = new WeakMap<object, number>();',
      'const pool: string[] = [];',
      'const seen = {};',
      'const WORDS: ReadonlySet<string> = new Set(["a"]);',
      'const LIMIT = 3;',
      'const PATTERNS = [/a/, /b/];',
      'function f() { let x = 1; const m = new Map(); return [x, m]; }',
    ].join('\n');
    expect(moduleState(path.join(root, 'x.ts'), src)).toEqual([
      'x.ts:1: let current',
      'x.ts:2: var count',
      'x.ts:3: cache = new WeakMap(...) (type it ReadonlyMap, or keep it in the object that owns it)',
      'x.ts:4: pool = [] (filled later: state)',
      'x.ts:5: seen = {} (filled later: state)',
    ]);
  });
});
