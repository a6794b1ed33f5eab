// Sterling Oak Funding: a plain two-page form of label | value rows, the state only inside a one-line business
// address, the request as sentences with blanks ("repay it in __ __ payments of __"), and owners as a numbered list of
// sentences ("Maria Lopez (CEO) owns 60%") followed by a details table that names each owner again.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import {
  amountF, countF, dbaF, dobF, entityF, freqF, homeLine, industryF, legalF, nameF, paymentF, pctF, roleF, scoreF, ssnF, startF,
  stateF, stateText, taxF,
} from './fields.ts';
import { ownerName, type Deal, type Owner } from './model.ts';

const BROWN = '#5a4632', SHADE = '#f4efe8';

function row(s: Sheet, label: string, y: number, key: string, text: string | null | undefined, fields: Record<string, unknown>,
  i: number, decoy = false): number {
  if (i % 2 === 0) s.box(40, y, 532, 17, { fill: SHADE });
  s.text(label, 46, y + 5, { size: 7.5, color: BROWN });
  s.line(40, y + 17, 572, y + 17, '#d8cfc4', 0.4);
  s.val(key, text, fields, 210, y + 2, 360, { decoy });
  return y + 17;
}

function title(s: Sheet, t: string, y: number): void {
  s.text(t, 40, y, { size: 11, font: 'Times-Bold', color: BROWN });
  s.line(40, y + 14, 572, y + 14, BROWN, 0.6);
}

/** "Maria Lopez (CEO) owns 60%": one written line giving name, title and share. */
function sentence(rng: Rng, o: Owner): string {
  const name = `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}`;
  if (o.pct === null) return `${name} (${o.role})`;
  return rng.pick([`${name} (${o.role}) owns ${o.pct}%`, `${name} (${o.role}) owns ${o.pct}%`, `${name} (${o.role}) - ${o.pct}%`,
    `${name}, ${o.role}, owns ${o.pct}% of the business`]);
}

/** Static words and blanks on one line; a blank is [key, text, fields, width]. */
function prose(s: Sheet, y: number, parts: (string | [string, string | null, Record<string, unknown>, number])[]): void {
  let x = 46;
  for (const p of parts) {
    if (typeof p === 'string') { s.text(p, x, y + 4, { size: 8.5, font: 'Times-Roman' }); x += s.width(p, 'Times-Roman', 8.5) + 3; continue; }
    const [key, text, fields, w] = p;
    s.line(x, y + 14, x + w, y + 14, '#777', 0.5);
    s.val(key, text, fields, x, y + 1, w);
    x += w + 4;
  }
}

export function sterling(s: Sheet, d: Deal, rng: Rng): void {
  s.text('Sterling Oak Funding', 40, 30, { size: 22, font: 'Times-BoldItalic', color: BROWN });
  s.text('Revenue-based funding, straight from the funder  \u00b7  1200 Peachtree St NE, Atlanta, GA 30309  \u00b7  (404) 555-0162', 40, 58, { size: 7.5, color: '#6e6e6e' });
  s.box(398, 24, 174, 30, { stroke: BROWN, lw: 0.8 });
  s.text('Application No. SOF-______', 404, 30, { size: 7 });
  s.text('Please print clearly. All owners must sign.', 404, 42, { size: 6.5, color: '#777' });

  title(s, '1.  About the business', 76);
  let y = 94, i = 0;
  y = row(s, 'Legal company name', y, 'biz.legal', d.legal, legalF(d), i++);
  y = row(s, 'Trade name (DBA)', y, 'biz.dba', d.dbaText, dbaF(d), i++);
  y = row(s, 'Legal structure', y, 'biz.entity', d.entityText, entityF(d), i++);
  y = row(s, 'What does the business do?', y, 'biz.industry', d.industryText, industryF(d), i++);
  y = row(s, 'Federal tax ID (EIN)', y, 'biz.tax_id', d.taxText, taxF(d), i++);
  y = row(s, 'In business since', y, 'biz.start', d.startText, startF(d), i++);
  const addr = `${d.address.street}, ${d.address.city}, ${stateText(d)} ${d.address.zip}`;
  y = row(s, 'Business address', y, 'biz.address', addr, stateF(d), i++);
  y = row(s, 'Registered in (state)', y, 'biz.inc_state', d.entity === 'sole_proprietorship' ? null : d.incState, {}, i++, true);
  y = row(s, 'Phone  /  e-mail', y, 'biz.contact', `${d.bizPhone}  /  ${d.email}`, {}, i++);
  y = row(s, 'Average monthly deposits', y, 'biz.sales', d.monthlySales, {}, i++);

  title(s, '2.  Your request', y + 10);
  y += 30;
  prose(s, y, ['We request funding of', ['request.amount', d.amountText, amountF(d), 95], 'to be used for', ['request.use', d.useOfFunds, {}, 150], '.']);
  y += 20;
  prose(s, y, ['We propose to repay it in', ['request.count', d.count === null ? null : String(d.count), countF(d), 45],
    ['request.frequency', d.freqText, freqF(d), 70], 'payments of', ['request.payment', d.paymentText, paymentF(d), 90], 'each.']);
  y += 26;

  // The office panel sits between the request and the owners.
  s.box(40, y, 532, 42, { fill: '#ebe6df', stroke: BROWN, lw: 0.8 });
  s.text('FOR OFFICE USE ONLY', 46, y + 5, { size: 7, font: 'Helvetica-Bold', color: '#8b1c1c' });
  const o = d.office;
  const cells: [string, string, string][] = [['Underwriter', 'office.underwriter', o.underwriter], ['ISO #', 'office.iso', o.iso],
    ['Deal ID', 'office.deal_id', o.dealId], ['Approval', 'office.approval', o.approval], ['Factor', 'office.factor', o.factor],
    ['Holdback', 'office.holdback', o.holdback]];
  cells.forEach(([label, key, v], j) => {
    const x = 46 + (j % 3) * 176, yy = y + 15 + Math.floor(j / 3) * 13;
    s.text(`${label}:`, x, yy + 3, { size: 6.5 });
    s.val(key, v, {}, x + 48, yy, 120, { h: 12, size: 7.5, decoy: true });
  });
  y += 54;

  title(s, '3.  Ownership', y);
  s.text('List each owner of 20% or more with title and share, for example "Jane Example (CEO) owns 60%".', 46, y + 19, { size: 7.5, font: 'Times-Italic' });
  y += 32;
  for (let k = 0; k < 4; k++) {
    const ow = d.owners[k];
    s.text(`${k + 1}.`, 46, y + 4, { size: 8.5, font: 'Times-Roman' });
    s.line(60, y + 14, 400, y + 14, '#777', 0.5);
    if (ow) s.val(`owner${k + 1}.line`, sentence(rng, ow), { ...nameF(k, ow), ...roleF(k, ow), ...pctF(k, ow) }, 60, y + 1, 340);
    y += 18;
  }
  y += 6;
  const cols: [string, number][] = [['Owner', 130], ['SSN', 72], ['Date of birth', 72], ['Credit score', 50], ['Home address', 208]];
  let x = 40;
  for (const [label, w] of cols) { s.box(x, y, w, 12, { fill: BROWN }); s.text(label, x + 3, y + 3, { size: 6.5, color: '#fff', font: 'Helvetica-Bold' }); x += w; }
  y += 12;
  d.owners.forEach((ow, k) => {
    x = 40;
    const xs = cols.map(([, w]) => { const at = x; s.box(x, y, w, 17, { stroke: '#bfb3a5' }); x += w; return at; });
    const v = (f: string, t: string | null, fields: Record<string, unknown>, c: number, decoy = false) =>
      s.val(`owner${k + 1}.${f}`, t, fields, xs[c]! + 1, y + 2, cols[c]![1] - 2, { decoy });
    v('name', ownerName(rng, ow), nameF(k, ow), 0);
    v('ssn', ow.ssnText, ssnF(k, ow), 1);
    v('dob', ow.dobText, dobF(k, ow), 2);
    v('fico', ow.score === null ? null : String(ow.score), scoreF(k, ow), 3);
    v('home', homeLine(ow), {}, 4, true);
    y += 17;
  });
  s.text('Sterling Oak Funding LLC  \u00b7  Form SOF-1  \u00b7  page 1 of 2', 40, 765, { size: 6.5, color: '#888' });

  s.newPage();
  title(s, '4.  Banking', 36);
  y = 54; i = 0;
  y = row(s, 'Bank', y, 'bank.name', d.bank.name, {}, i++, true);
  y = row(s, 'Routing number', y, 'bank.routing', d.bank.routing, {}, i++, true);
  y = row(s, 'Account number', y, 'bank.account', d.bank.account, {}, i++, true);
  y = row(s, 'Banker / phone', y, 'bank.contact', `${d.bank.contact.name}, ${d.bank.contact.phone}`, {}, i++, true);
  title(s, '5.  References', y + 10);
  y += 30;
  d.refs.forEach((r, k) => { y = row(s, `Trade reference ${k + 1}`, y, `ref${k + 1}.line`, `${r.company} - ${r.name} ${r.phone}`, {}, i++, true); });
  y = row(s, 'Landlord', y, 'landlord.name', d.landlord.name, {}, i++, true);
  y = row(s, 'Landlord phone', y, 'landlord.phone', d.landlord.phone, {}, i++, true);
  y = row(s, 'Monthly rent or mortgage', y, 'landlord.rent', d.landlord.rent, {}, i++, true);
  title(s, '6.  Current advances or loans', y + 10);
  y += 30;
  for (let k = 0; k < 3; k++) {
    const a = d.advances[k];
    y = row(s, `Position ${k + 1}`, y, `adv${k + 1}.line`, a ? `${a.funder}, balance ${a.balance}, paying ${a.payment}` : null, {}, i++, true);
  }
  title(s, '7.  Consent and signatures', y + 10);
  s.text('Each signer confirms the information given is true, authorizes Sterling Oak Funding LLC and its assigns to obtain ' +
    'business and personal credit reports and to verify bank and trade references, and agrees to provide further documents on request.',
  46, y + 32, { size: 7.5, font: 'Times-Roman', width: 520 });
  y += 70;
  d.owners.forEach((_, k) => {
    const yy = y + k * 34;
    s.line(46, yy + 20, 246, yy + 20);
    s.line(300, yy + 20, 400, yy + 20);
    s.text(`Signature (owner ${k + 1})`, 46, yy + 23, { size: 6.5 });
    s.text('Date', 300, yy + 23, { size: 6.5 });
    s.signature(46, yy + 2, 200);
    s.val(`sign${k + 1}.date`, d.signed, {}, 300, yy + 6, 100, { decoy: true });
  });
  s.text('Sterling Oak Funding LLC  \u00b7  Form SOF-1  \u00b7  page 2 of 2', 40, 765, { size: 6.5, color: '#888' });
}
