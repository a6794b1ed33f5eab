// Set 106: the signature block, one column per owner (at most two); printed names and dates here are not truth paths
// (the owners block already gave them) and are not decoys either.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import type { DateFmt, Merchant } from './data.ts';
import { ownerName } from './data.ts';
import { SIGN_DATE, val } from './common.ts';

export function signBlock(f: Form, m: Merchant, r: Rng, fmt: DateFmt, n: number, labels: [string, string, string] = ['Signature', 'Print Name', 'Date']): void {
  const date = SIGN_DATE(r, fmt);
  const cols = Array.from({ length: Math.max(1, n) }, (_, i) => (): void => {
    const o = m.owners[i];
    f.signature(f.colX, f.y, f.colW, `${labels[0]}${n > 1 ? ` - Owner ${i + 1}` : ''}`, !!o);
    f.y += 34;
    f.row([{ label: labels[1], w: 1.6, v: o ? val(ownerName(o)) : null }, { label: labels[2], v: o ? date : null }]);
  });
  f.columns(cols, 24);
}
