// Layouts 1-3: a Courier page with no lines at all, blanks of printed underscores with bracket checkboxes (two pages),
// and an application forwarded in an e-mail with quoted lines.
import type { Rng } from '../../statements/generator/prng.ts';
import { boxId, business, entityEntry, freqEntry, funding, others, owner, type Entry } from './fields.ts';
import type { Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';

export type Layout = (c: Sheet, m: Merchant, r: Rng) => void;

/** 1. Mesa Verde Capital: all Courier, labels padded with dots or spaces to a column, no rule or box anywhere. */
export const courierPlain: Layout = (c, m, r) => {
  const F = 'Courier', cw = 6, lead = r.pick([' ', '.']);
  c.text('MESA VERDE CAPITAL -- MERCHANT FUNDING APPLICATION', 50, 40, { font: 'Courier-Bold', size: 12 });
  c.text('Submitted by ISO rep:', 50, 58, { font: F, size: 10 });
  c.value(m.isoRep, 50 + 22 * cw, 58, { name: 'iso_rep', decoy: true, size: 10 });
  let y = 84;
  const row = (e: Entry, x: number, w: number) => {
    c.text((e.label + ':').padEnd(w, lead), x, y, { font: F, size: 10 });
    c.value(e.text, x + (w + 1) * cw, y, { name: e.name, truth: e.truth, decoy: e.decoy, size: 10 });
    y += 12.5;
  };
  const head = (s: string) => { y += 6; c.text(s.toUpperCase(), 50, y, { font: F, size: 10 }); c.text('='.repeat(s.length), 50, y + 9, { font: F, size: 10 }); y += 22; };
  head('Business');
  for (const e of [...business(m, r), entityEntry(m)]) row(e, 50, 27);
  head('Funding request');
  for (const e of [...funding(m, r), freqEntry(m, r)]) row(e, 50, 27);
  head('Owners');
  for (let i = 0; i < m.owners.length; i += 2) {
    const y0 = y;
    for (const k of [i, i + 1]) {
      if (k >= m.owners.length) continue;
      y = y0;
      const x = k % 2 ? 320 : 50;
      c.text(`Owner ${k + 1}`, x, y, { font: 'Courier-Bold', size: 10 }); y += 12.5;
      for (const e of owner(m, k)) row(e, x, 13);
    }
    y += 6;
  }
  head('Bank and references');
  for (const e of others(m)) row(e, 50, 20);
  for (const f of m.funders) {
    c.text('Open advance with:', 50, y, { font: F, size: 10 });
    c.value(`${f[0]}  bal ${f[1]}  pmt ${f[2]}`, 50 + 21 * cw, y, { name: 'funder1', decoy: true, size: 10 }); y += 12.5;
  }
  c.text('I certify the above is true. Signature: ______________________  Date: __________', 50, y + 14, { font: F, size: 9 });
};

/** Underscores printed as text with a value typed over them; options in square brackets. */
function blank(c: Sheet, e: Entry, x: number, y: number, labelW: number, n: number): void {
  c.text(e.label + ':', x, y, { size: 8.5 });
  c.text('_'.repeat(n), x + labelW, y, { font: 'Courier', size: 9 });
  c.value(e.text, x + labelW + 3, y - 3, { name: e.name, truth: e.truth, decoy: e.decoy, w: n * 5.4 - 6 });
}
function brackets(c: Sheet, y: number, x0: number, label: string, opts: string[], chosen: string, name: string, truth: (o: string) => Record<string, unknown>): void {
  c.text(label, x0, y, { font: 'Helvetica-Bold', size: 8.5 });
  let x = x0 + c.doc.font('Helvetica-Bold').fontSize(8.5).widthOfString(label) + 8;
  for (const o of opts) {
    c.text(`[   ] ${o}`, x, y, { font: 'Courier', size: 9 });
    c.mark(x + 7, y + 0.5, 7, o === chosen, { name: `${name}_${o.replace(/\W/g, '')}`, label: o, truth: truth(o) });
    x += (o.length + 7) * 5.4;
  }
}

/** 2. Harbor Lane Funding: two pages of underscore blanks and bracket checkbox rows (entity, payment frequency). */
export const underscoreBlanks: Layout = (c, m, r) => {
  c.text('Harbor Lane Funding', 50, 36, { font: 'Times-Bold', size: 16 });
  c.text('Small Business Cash Advance Application - Page 1 of 2', 50, 56, { font: 'Times-Roman', size: 10 });
  let y = 90;
  const b = business(m, r);
  for (const e of b) { blank(c, e, 50, y, 150, 60); y += 21; }
  y += 6;
  const opts = m.ca ? ['Corporation', 'Partnership', 'Sole Proprietor', 'Co-operative'] : ['Corporation', 'LLC', 'LLP', 'Partnership', 'Sole Proprietor'];
  brackets(c, y, 50, 'Entity:', opts, m.entityBox, 'entity', () => ({ type_of_entity: boxId(m.entityBox, m.ca) })); y += 24;
  for (const e of funding(m, r)) { blank(c, e, 50, y, 150, 40); y += 21; }
  const fo: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
  brackets(c, y + 4, 50, 'Payment Frequency:', Object.values(fo), m.freq ? fo[m.freq]! : '', 'freq', () => ({ payment_frequency: m.freqTruth }));
  c.newPage();
  c.text('Harbor Lane Funding - Page 2 of 2: Principals', 50, 36, { font: 'Times-Bold', size: 13 });
  y = 64;
  for (let i = 0; i < m.owners.length; i++) {
    c.text(`PRINCIPAL #${i + 1}`, 50, y, { font: 'Helvetica-Bold', size: 9 }); y += 16;
    const es = owner(m, i);
    for (let k = 0; k < es.length; k += 2) {
      blank(c, es[k]!, 50, y, 70, 36);
      if (es[k + 1]) blank(c, es[k + 1]!, 310, y, 70, 36);
      y += 19;
    }
    y += 4;
  }
  y += 6;
  c.text('EXISTING ADVANCES (funder / balance / daily or weekly payment)', 50, y, { font: 'Helvetica-Bold', size: 9 }); y += 16;
  const f = m.funders[0];
  blank(c, { label: 'Funder', text: f ? `${f[0]} / ${f[1]} / ${f[2]}` : '', name: 'funder1', decoy: true }, 50, y, 70, 70); y += 22;
  for (const e of others(m)) { blank(c, e, 50, y, 110, 60); y += 19; }
  blank(c, { label: 'ISO / Broker Rep', text: m.isoRep, name: 'iso_rep', decoy: true }, 50, y, 110, 60);
};

/** 3. Quickline Advance: an application printed from a forwarded e-mail, each value on a quoted '> Label: value' line. */
export const emailQuoted: Layout = (c, m, r) => {
  const rep = m.isoRep;
  c.text('From:', 50, 40, { font: 'Helvetica-Bold' }); c.value(`${rep} <deals@quicklineadvance.com>`, 100, 40, { name: 'from', decoy: true });
  c.text('To:', 50, 53, { font: 'Helvetica-Bold' }); c.text('underwriting@quicklineadvance.com', 100, 53);
  c.text('Subject:', 50, 66, { font: 'Helvetica-Bold' }); c.text('FW: New merchant app - please review', 100, 66);
  c.text('Hi team, below is what the merchant sent back. Statements attached separately.', 50, 92);
  c.text('-----Original Message-----', 50, 110, { font: 'Courier', size: 9 });
  let y = 126;
  const q = (e: Entry) => {
    const lab = `> ${e.label}: `;
    c.text(lab, 50, y, { font: 'Courier', size: 9 });
    c.value(e.text, 50 + lab.length * 5.4, y, { name: e.name, truth: e.truth, decoy: e.decoy, size: 9 });
    y += 11.5;
    if (y > 740) { c.newPage(); y = 50; }
  };
  const gap = () => { c.text('>', 50, y, { font: 'Courier', size: 9 }); y += 11.5; };
  for (const e of [...business(m, r).map((e) => (e.label === 'DBA' ? { ...e, label: 'DBA (if any)' } : e)), entityEntry(m)]) q(e);
  gap();
  for (const e of [...funding(m, r), freqEntry(m, r)]) q(e);
  for (let i = 0; i < m.owners.length; i++) {
    gap();
    for (const e of owner(m, i)) q({ ...e, label: `Owner ${i + 1} ${e.label}` });
  }
  gap();
  for (const e of others(m)) q(e);
  for (const f of m.funders) q({ label: 'Current MCA', text: `${f[0]}, balance ${f[1]}, payment ${f[2]}`, name: 'funder1', decoy: true });
  y += 10;
  c.text('Thanks,', 50, y); c.value(rep, 50, y + 12, { name: 'rep_sig', decoy: true }); c.value(m.isoPhone, 50, y + 24, { name: 'rep_phone', decoy: true });
};
