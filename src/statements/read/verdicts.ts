// What `mca parse --explain` says of each printed figure around a statement: what it is, and whether the chosen
// reading explains it, contradicts it, or says nothing of it (verify/judges.ts).
import { fromCents } from '../money.ts';
import type { PrintedFigure } from '../verify/judges.ts';
import type { Hypothesis } from './hypotheses.ts';
import type { Judges } from './readings.ts';

/** What a printed figure is, in words, with its value. */
function figureName(f: PrintedFigure): string {
  const items = f.count !== undefined ? ` of ${f.count} items` : '';
  const value = fromCents(f.cents).toFixed(2);
  const of = f.direction ? ` ${f.direction}s` : f.list !== undefined ? ` of list "${f.list.split('|')[0]}"` : '';
  switch (f.kind) {
    case 'day': return `day balance ${f.date} ${value}`;
    case 'list': return `total of list "${f.list?.split('|')[0]}" ${value}`;
    case 'subtotal': return `page subtotal${of}${items} ${value}`;
    case 'count': return `count of${f.direction ? ` ${f.direction}s` : f.list !== undefined ? ` list "${f.list.split('|')[0]}"` : ' all items'}: ${f.count}`;
    case 'opening': case 'closing': return `${f.kind} balance (reconciliation) ${value}`;
    default: return `${f.kind} total${items} ${value}`;
  }
}

/** Each printed figure and whether the chosen reading explains it (`mca parse --explain`). */
export function figureVerdicts(j: Judges, win: Hypothesis): string[] {
  const running = win.rows.filter((r) => r.balance !== null).length + win.checkpoints.length;
  const out = running ? [`${running} running balances: ${win.breaks ? `${win.breaks} steps not explained` : 'every step explained'}`] : [];
  const verdicts = win.judged?.verdicts ?? [];
  j.figures.forEach((f, k) => {
    const at = f.line >= 0 ? ` (line ${f.line}: "${f.label}")` : '';
    const counted = win.judged?.counted[k] === false ? ' (no reading explains it: not counted)' : '';
    out.push(`${figureName(f)}${at}: ${verdicts[k] === 'explains' ? 'explained' : verdicts[k] === 'contradicts' ? 'CONTRADICTED' : 'not judged'}${counted}`);
  });
  return out;
}
