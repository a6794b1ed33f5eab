// What happens to an application after it is filled: the broker's or funder's marks over page 1 (rubber stamp,
// watermark, sticky note, highlighter, fax header) and a later "Amendment / Addendum" page that changes one value.
import { type Case, dateText, fullName, money } from './data.ts';
import { X0, W, bar, lined, signature } from './designs.ts';
import { type Plan, ownerItems } from './parts.ts';
import type { Sheet } from './sheet.ts';

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The fax machine's header line across the top of a faxed page: numbers and a date that are no one's field. */
export function faxHeader(s: Sheet, c: Case, page: number, pages: number): void {
  const [, m, d] = c.stampDate.split('-');
  s.text(`${m}/${d}/2025 10:${page + 31} AM   FROM: ${c.iso.phone}   TO: (888) 555-0142   ${c.iso.company.toUpperCase()}   P.${page}/${pages}`, X0, 12, { size: 7, color: '#333' });
}

/** Marks laid on page 1 after it was filled; call while page 1 is the current page. */
export function overlays(s: Sheet, c: Case, p: Plan, funder: string): void {
  const r = s.r;
  const spot = (names: string[]) => names.map((n) => s.spots.get(n)).find((v) => v && v[0] === 1);
  if (p.highlight) {
    for (const n of r.chance(0.5) ? ['requested_amount', 'legal_name'] : ['requested_amount', 'tax_id', 'owner1_name']) {
      const v = spot([n]);
      if (v) s.highlight(v[1] - 2, v[2] - 3, Math.min(v[3], 130));
    }
  }
  if (p.stamp) {
    const [, m, d] = c.stampDate.split('-');
    const date = `${MON[Number(m) - 1]} ${Number(d)} 2025`;
    const lines = p.stamp === 'RECEIVED' ? ['RECEIVED', date, `${funder.toUpperCase()} - UW`]
      : p.stamp === 'FAXED' ? ['FAXED', `${m}/${d}/2025  ${r.int(8, 11)}:${r.int(10, 59)} AM`, 'BY: ' + c.iso.name.split(' ')[0]!.toUpperCase()]
        : ['COPY', 'ORIGINAL ON FILE'];
    // Over an uncorrected value and its label, never over a correction: a stamp hides nothing a reader must read there.
    const marked = new Set([p.ein !== 'plain' && 'tax_id', p.start !== 'plain' && 'start_date', p.amount !== 'plain' && 'requested_amount']);
    const v = spot(r.shuffle(['tax_id', 'start_date', 'requested_amount', 'business_type', 'phone']).filter((n) => !marked.has(n))) ?? [1, 330, 200, 100];
    const color = r.pick(['#c0262d', '#1d3f9a', '#6a2a8a', '#b3261e']);
    s.stamp(lines, Math.min(v[1] + r.float(20, 90), 440), v[2] - r.float(14, 26), r.float(-16, 14), color);
  }
  if (p.sticky) {
    const lines = [`Talk to ${c.noteName}`, `(${c.noteRole}) re: stmts`, `- ${c.iso.name.split(' ')[0]}`];
    // Stuck over the letterhead's corner (the broker's own contact lines), where it covers no value of the form.
    s.sticky(r.pick([405, 415, 425]), r.pick([6, 10, 16]), lines);
  }
  if (p.watermark) s.watermark(p.watermark, p.watermark === 'DRAFT');
}

/** A separate addendum page: raises the requested amount, or adds an owner (and lowers the first owner's share). */
export function amendmentPage(s: Sheet, c: Case, p: Plan, company: string, accent: string): void {
  if (p.amend === 'none') return;
  s.addPage();
  s.text(company, X0, 36, { size: 12, bold: true, color: accent });
  s.text('AMENDMENT / ADDENDUM No. 1 TO MERCHANT APPLICATION', X0, 60, { size: 11, bold: true, width: W, align: 'center' });
  let y = 86;
  // The merchant's name and dates are filled in (fields on a fillable form); they restate page 1 and set no truth.
  s.text('This addendum amends the Merchant Application identified below, submitted through the broker below. Where this addendum ' +
    'and the application differ, this addendum governs.', X0, y, { size: 8.5, width: W });
  y = lined(s, [{ label: 'Merchant legal name', text: p.legalFinal, name: 'addendum_merchant' }, { label: 'Application dated', text: dateText(c.stampDate, 0), name: 'addendum_app_date' }], y + 26, p.init);
  y = bar(s, 'AMENDED ITEMS', y, accent);
  if (p.amend === 'amount') {
    s.text('1.  The Requested Amount stated in Section 2 of the application is amended to:', X0, y + 4, { size: 8.5 });
    s.value(money(c.amendedAmount), X0 + 330, y + 3, 120, 'amended_amount', { requested_amount: c.amendedAmount });
    s.hline(X0 + 328, X0 + 450, y + 14, 0.5, '#333');
    y += 26;
    s.text(`2.  Use of funds remains: ${c.use}. Prior balance with ${c.funders[0]?.name ?? 'no existing funder'} to be paid from proceeds: ${money(c.funders[0]?.balance ?? 0)}.`, X0, y + 4, { size: 8.5, width: W });
    y += 30;
  } else {
    const k = c.owners.length;
    const sum = c.owners.reduce((a, o) => a + o.pct, 0);
    const o = { ...c.extraOwner, pct: 20, masked: false };
    s.text('1.  The following owner is added to the Owner / Guarantor section of the application:', X0, y + 4, { size: 8.5 });
    const it = ownerItems(o, k, { ...p, nameFix: null, middleCaret: null, pctFix: null });
    y = lined(s, [it.name!, it.title!, it.pct!, it.ssn!, it.dob!, it.home!], y + 20, p.init, 2);
    if (sum + 20 > 100) {
      const first = c.owners[0]!;
      s.text('2.  The ownership of                                                          is amended to:', X0, y + 4, { size: 8.5 });
      s.value(fullName(first), X0 + 90, y + 3, 150, 'amended_owner');
      s.hline(X0 + 88, X0 + 245, y + 14, 0.5, '#333');
      s.value(`${first.pct - 20}%`, X0 + 320, y + 3, 60, 'amended_pct', { 'applicants.0.ownership': first.pct - 20 });
      s.hline(X0 + 318, X0 + 390, y + 14, 0.5, '#333');
      y += 26;
    }
  }
  s.text('All other terms and information of the application remain unchanged and are re-certified as true and complete.', X0, y + 8, { size: 8.5, width: W });
  y += 40;
  y = signature(s, X0, y, fullName(c.owners[0]!), dateText(c.stampDate, 0));
  signature(s, X0, y + 6, c.iso.name, dateText(c.stampDate, 0), `Witness (ISO: ${c.iso.company})`);
}
