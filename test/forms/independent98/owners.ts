// Page 2 of every layout: the owners (stacked blocks, a grid with ditto marks, or side-by-side columns), the
// authorisation (PIPEDA consent on Canadian forms), the signatures and the broker's office-use box.
import { choices, dateField, field, lbl, RIGHT, type Look } from './business.ts';
import type { Case, LayoutCfg, OwnerC } from './model.ts';
import type { Pen } from './pen.ts';

const L = 36;

function taxField(pen: Pen, cfg: LayoutCfg, look: Look, o: OwnerC, i: number, x: number, y: number, w: number): void {
  const label = cfg.country === 'CA' ? 'SIN' : 'SSN';
  if (look.combs.ownerTax && o.tax.comb) {
    pen.label(label, x, y - 7, 7);
    pen.comb(`owner${i}_tax`, x + 22, y - 11, 9, 10, o.tax.comb, cfg.country === 'CA' ? { 3: '-', 6: '-' } : { 3: '-', 5: '-' });
  } else field(pen, `owner${i}_tax`, label, o.tax, x, y, w);
}

function roleField(pen: Pen, cfg: LayoutCfg, o: OwnerC, i: number, x: number, y: number, w: number): void {
  if (cfg.roleChoices) {
    pen.label('Title:', x, y - 7, 7);
    choices(pen, cfg, `owner${i}_title`, cfg.roleChoices, o.roleChoice, x + 24, y - 7);
  } else field(pen, `owner${i}_title`, 'Title', o.role, x, y, w);
}

function stack(pen: Pen, c: Case, cfg: LayoutCfg, look: Look, y0: number): number {
  let y = y0;
  for (const [i, o] of c.owners.entries()) {
    pen.label(`${lbl(look, 'owner', 'OWNER / OFFICER')} #${i + 1}`, L, y, 8, 'Helvetica-Bold', look.accent);
    y += 24;
    field(pen, `owner${i}_name`, 'Full Name', o.name, L, y, 230);
    if (cfg.roleChoices) { roleField(pen, cfg, o, i, 272, y, 0); y += 22; field(pen, `owner${i}_pct`, 'Ownership %', o.ownership, L, y, 120); }
    else { roleField(pen, cfg, o, i, 272, y, 140); field(pen, `owner${i}_pct`, 'Ownership %', o.ownership, 418, y, RIGHT - 418); }
    if (cfg.roleChoices) field(pen, `owner${i}_credit`, 'Credit Score (est.)', o.credit, 170, y, 140);
    y += 24;
    taxField(pen, cfg, look, o, i, L, y, 170);
    dateField(pen, cfg, look, `owner${i}_dob`, 'Date of Birth', o.dob, 216, y, cfg.roleChoices ? RIGHT - 216 : 190, look.combs.dob);
    if (!cfg.roleChoices) field(pen, `owner${i}_credit`, 'Credit Score', o.credit, 412, y, RIGHT - 412);
    y += 24;
    field(pen, `owner${i}_home`, 'Home Address', o.home, L, y, 220);
    field(pen, `owner${i}_city`, cfg.country === 'CA' ? 'City/Prov.' : 'City/State', o.home === 'same' ? '' : o.homeCity, 262, y, 130);
    field(pen, `owner${i}_cell`, 'Cell', o.phone, 398, y, RIGHT - 398);
    y += 14;
  }
  return y;
}

function grid(pen: Pen, c: Case, cfg: LayoutCfg, look: Look, y0: number): number {
  const ca = cfg.country === 'CA';
  const hint = cfg.dateOrder === 'MDY' ? 'mm/dd/yyyy' : cfg.dateOrder === 'DMY' ? 'dd/mm/yyyy' : 'yyyy-mm-dd';
  const cols: [string, number][] = [['First Name', 78], ['Last Name', 86], ['Title', 70], ['Own %', 38], [ca ? 'SIN' : 'SSN', 86], [`DOB (${hint})`, 76], ['Credit Score', 50]];
  let x = L, y = y0;
  pen.rect(L, y, RIGHT - L, 14, '#e6e6e6');
  const xs: number[] = [];
  for (const [h, w] of cols) { xs.push(x); pen.label(h, x + 2, y + 4, 6.5, 'Helvetica-Bold'); x += w; }
  y += 14;
  const rows = 4;
  for (let i = 0; i < rows; i++) {
    x = L;
    for (const [, w] of cols) { pen.rect(x, y, w, 20); x += w; }
    const o = c.owners[i];
    if (o) {
      const vals = [o.first, o.last, o.role, o.ownership, o.tax, o.dob, o.credit];
      vals.forEach((v, k) => { if (v.text) pen.written(`owner${i}_${k}`, v, xs[k]! + 3, y + 15, cols[k]![1] - 6); });
    } else if (i === c.owners.length && pen.r.chance(0.6)) {
      pen.strike(L + 10, y + 10, RIGHT - L - 20);
    }
    y += 20;
  }
  y += 12;
  pen.rect(L, y, RIGHT - L, 14, '#e6e6e6');
  const hc: [string, number][] = [['#', 20], ['Home Address', 200], [ca ? 'City / Prov.' : 'City / State', 130], ['Cell Phone', 134]];
  x = L;
  const hx: number[] = [];
  for (const [h, w] of hc) { hx.push(x); pen.label(h, x + 2, y + 4, 6.5, 'Helvetica-Bold'); x += w; }
  y += 14;
  for (let i = 0; i < c.owners.length; i++) {
    const o = c.owners[i]!;
    x = L;
    for (const [, w] of hc) { pen.rect(x, y, w, 18); x += w; }
    pen.label(String(i + 1), L + 6, y + 6, 7);
    pen.value(`owner${i}_home`, o.home, hx[1]! + 3, y + 13, 190);
    if (o.home !== 'same') pen.value(`owner${i}_city`, o.homeCity, hx[2]! + 3, y + 13, 120);
    pen.value(`owner${i}_cell`, o.phone, hx[3]! + 3, y + 13, 120);
    y += 18;
  }
  return y + 8;
}

function columns(pen: Pen, c: Case, cfg: LayoutCfg, look: Look, y0: number): number {
  let y = y0;
  for (let pair = 0; pair < c.owners.length; pair += 2) {
    let bottom = y;
    for (let k = 0; k < 2 && pair + k < c.owners.length; k++) {
      const i = pair + k, o = c.owners[i]!, x = k === 0 ? L : 284, w = k === 0 ? 236 : RIGHT - 284;
      let yy = y;
      pen.label(`${lbl(look, 'owner', 'PRINCIPAL')} ${i + 1}`, x, yy, 8, 'Helvetica-Bold', look.accent);
      yy += 22;
      field(pen, `owner${i}_name`, 'Name', o.name, x, yy, w); yy += 22;
      if (cfg.roleChoices) { roleField(pen, cfg, o, i, x, yy, w); yy += 20; }
      else { field(pen, `owner${i}_title`, 'Title', o.role, x, yy, w); yy += 22; }
      field(pen, `owner${i}_pct`, '% Owned', o.ownership, x, yy, 100);
      field(pen, `owner${i}_credit`, 'FICO (approx.)', o.credit, x + 106, yy, w - 106); yy += 24;
      taxField(pen, cfg, look, o, i, x, yy, w); yy += 24;
      dateField(pen, cfg, look, `owner${i}_dob`, 'DOB', o.dob, x, yy, w, look.combs.dob); yy += 22;
      field(pen, `owner${i}_home`, 'Home', o.home, x, yy, w); yy += 22;
      field(pen, `owner${i}_cell`, 'Mobile', o.phone, x, yy, w); yy += 10;
      bottom = Math.max(bottom, yy);
    }
    y = bottom + 10;
  }
  return y;
}

export function ownersPage(pen: Pen, c: Case, cfg: LayoutCfg, look: Look): void {
  pen.label(`${cfg.broker} - ${lbl(look, 'page2', 'Owner Information')} (page 2 of 2)`, L, 24, 9, 'Helvetica-Bold', look.accent);
  pen.band(lbl(look, 'owners', 'OWNERSHIP (list every owner of 20% or more)'), L, 40, RIGHT - L, look.accent);
  let y = ({ stack, grid, columns } as const)[cfg.ownerStyle](pen, c, cfg, look, 60);
  const ca = cfg.country === 'CA';
  y += 6;
  const auth = ca
    ? 'CONSENT (PIPEDA): Each undersigned consents to the collection, use and disclosure of personal information, including a credit report from Equifax Canada or TransUnion Canada, by the broker and its funding partners for evaluating this request. The information above is true and complete.'
    : 'AUTHORIZATION: Each of the undersigned certifies that the information above is true and complete and authorizes the broker, its assigns and funding sources to obtain consumer and business credit reports, verify bank and trade references, and share this application with funding sources. A fax, scan or photocopy of this authorization is as valid as the original.';
  pen.para(auth, L, y, RIGHT - L);
  y += 42;
  for (const [i, o] of c.owners.entries()) {
    pen.rule(L, y + 14, 160);
    pen.label('Signature', L, y + 17, 6);
    signature(pen, L + 10, y + 12);
    const sx = pen.lineField('Print Name', 206, y + 14, 170);
    pen.value(`sig${i}_name`, o.name.text.replace(/^"$/, ''), sx + 3, y + 13, 120, 9.5);
    const dx = pen.lineField('Date', 386, y + 14, RIGHT - 386);
    pen.value(`sig${i}_date`, c.signDate, dx + 3, y + 13, 80, 9.5);
    y += 26;
  }
  y += 8;
  pen.rect(L, y, RIGHT - L, 44);
  pen.label('FOR OFFICE USE ONLY - ISO / BROKER', L + 4, y + 4, 7, 'Helvetica-Bold');
  pen.label(`Rep: ${c.iso[0]}    Phone: ${c.iso[1]}    ISO #: ${c.iso[2]}`, L + 4, y + 16, 7.5, 'Courier');
  pen.label(`Received: ${c.signDate}    Sent to: underwriting`, L + 4, y + 28, 7.5, 'Courier');
}

function signature(pen: Pen, x: number, base: number): void {
  const r = pen.r, d = pen.doc.save().lineWidth(1).strokeColor(pen.ink);
  let cx = x;
  d.moveTo(cx, base);
  for (let i = 0; i < 7; i++) {
    const nx = cx + r.float(8, 18);
    d.bezierCurveTo(cx + 3, base - r.float(6, 14), nx - 3, base + r.float(0, 6), nx, base - r.float(0, 4));
    cx = nx;
  }
  d.stroke().restore();
}
