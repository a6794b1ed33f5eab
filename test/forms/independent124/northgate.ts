// Northgate Commercial Capital (Canadian broker, Toronto): a typeset, Times-Roman one-pager of underlined blanks with
// numbered sections, Operating Name (O/A), Business Number with program account, entity checkboxes with "Other",
// remittance frequency/count/amount, Canadian banking (institution, transit), SIN, and a PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import { attachOwners, stickyText } from './attach.ts';
import type { Case } from './data.ts';
import { initialsOf, Plan } from './fmt.ts';
import { blanks } from './grid.ts';
import { Sheet, type Style } from './sheet.ts';
import { Values } from './values.ts';

const CONSENT = 'PIPEDA CONSENT. Each undersigned consents to Northgate Commercial Capital Inc. and the funding partners to which it submits this ' +
  'application collecting, using and disclosing the personal information above, including obtaining consumer and commercial credit reports ' +
  'from Equifax Canada and TransUnion Canada, for the purposes of assessing this application, verifying identity and preventing fraud. ' +
  'The Social Insurance Number is requested for identification only and its provision is optional. This consent may be withdrawn on written ' +
  'notice, subject to legal and contractual restrictions.';

export async function northgate(c: Case, rng: Rng, style: Style): Promise<Sheet> {
  const s = new Sheet(style, rng.fork('sheet'), { font: 'Times-Roman', bold: 'Times-Bold' });
  const n = c.owners.length;
  const onPage = n >= 3 ? rng.pick([1, 2]) : n === 2 && rng.chance(0.3) ? 1 : n;
  const plan = new Plan(rng.fork('plan'), Values.keys(['legal', 'dba', 'tax', 'start', 'requested', 'payment', 'npay'], n), initialsOf(c.owners[0]!), { margin: true, fillable: style === 'fillable' });
  const v = new Values(c, rng.fork('values'), plan);
  const L = 40;
  s.newPage();
  s.label('NORTHGATE COMMERCIAL CAPITAL', 0, 34, { size: 17, bold: true, width: 612, align: 'center' });
  s.label('Merchant Funding Application - Canada  /  Demande de financement commercial', 0, 55, { size: 10, font: 'Times-Italic', width: 612, align: 'center' });
  s.line(L, 71, 612 - L, 71, { w: 1.2 });
  s.line(L, 73.5, 612 - L, 73.5, { w: 0.4 });
  s.label('Suite 1800, 200 Bay Street, Toronto ON  M5J 2J2   ·   1-888-555-0197   ·   apps@northgatecapital.example', 0, 77, { size: 7, width: 612, align: 'center' });
  const sec = (t: string, y: number) => { s.label(t, L, y, { size: 10, bold: true }); s.line(L, y + 12, 612 - L, y + 12, { w: 0.5 }); };

  sec('1.  BUSINESS', 92);
  const b = {
    ...blanks(s, L, 112, [['Legal name of business:', 532, 'legal_name', { room: true }]]),
    ...blanks(s, L, 138, [['Operating name (O/A):', 532, 'operating_name', { room: true }]]),
    ...blanks(s, L, 164, [['Business Number (BN):', 290, 'bn'], ['Date of incorporation / start:', 242, 'start']]),
    ...blanks(s, L, 206, [['Jurisdiction of incorporation:', 290, 'jurisdiction'], ['Number of employees:', 242, 'employees']]),
    ...blanks(s, L, 226, [['Business address:', 532, 'street']]),
    ...blanks(s, L, 246, [['City:', 210, 'city'], ['Province:', 150, 'province'], ['Postal code:', 172, 'postal']]),
    ...blanks(s, L, 266, [['Telephone:', 210, 'phone'], ['E-mail:', 322, 'email']]),
    ...blanks(s, L, 286, [['Nature of business:', 330, 'nature'], ['Website:', 202, 'website']]),
    ...blanks(s, L, 306, [['Landlord (if leased):', 330, 'landlord'], ['Landlord tel.:', 202, 'landlord_tel']]),
  };
  s.label('Type of entity:', L, 186, { size: 8 });
  const ent = ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other:'];
  const entIdx = c.entity === 'ca_corporation' ? 0 : c.entity === 'sole_proprietorship' ? 1 : c.entity === 'general_partnership' ? 2 : 3;
  const wrong = rng.chance(0.25) ? rng.pick([0, 1, 2].filter((i) => i !== entIdx)) : null;
  s.checks('entity', ent.map((label, i) => ({ label, x: L + 62 + i * 100, y: 186 })), entIdx,
    entIdx < 3 ? v.entity(ent[entIdx]) : { text: 'Other:' }, { wrong, initials: initialsOf(c.owners[0]!), radio: true });
  const other = blanks(s, L + 362, 184, [['', 170, 'entity_other']]);
  if (entIdx === 3) s.put(other.entity_other!, v.entity());

  s.put(b.legal_name!, v.legal());
  s.put(b.operating_name!, v.dba());
  s.put(b.bn!, v.taxId(rng.chance(0.25)));
  if (rng.chance(0.9)) s.put(b.start!, v.start());
  s.put(b.jurisdiction!, v.incRegion());
  s.put(b.employees!, v.plain(String(c.employees)));
  s.put(b.street!, v.plain(c.address.street));
  s.put(b.city!, v.plain(c.address.city));
  s.put(b.province!, v.state());
  s.put(b.postal!, v.plain(c.address.postal));
  s.put(b.phone!, v.phone(c.phone));
  s.put(b.email!, v.plain(c.email));
  s.put(b.nature!, v.industry());
  if (c.website) s.put(b.website!, v.plain(c.website));
  if (c.landlord) { s.put(b.landlord!, v.plain(c.landlord.name)); s.put(b.landlord_tel!, v.phone(c.landlord.phone)); }

  sec('2.  FUNDING REQUEST', 328);
  const f = {
    ...blanks(s, L, 348, [['Amount requested (CAD):', 260, 'amount'], ['Purpose:', 272, 'purpose', { run: true }]]),
    ...blanks(s, L, 368, [['Remittance frequency:', 180, 'frequency'], ['No. of remittances:', 160, 'remittances'], ['Est. remittance:', 192, 'remittance']]),
    ...blanks(s, L, 388, [['Avg. monthly deposits:', 220, 'deposits'], ['Existing financing:', 312, 'existing', { run: true }]]),
  };
  s.put(f.amount!, v.requested());
  s.put(f.purpose!, v.plain(c.use));
  if (rng.chance(0.85)) s.put(f.frequency!, v.freq());
  if (rng.chance(0.8)) s.put(f.remittances!, v.nPayments());
  if (rng.chance(0.7)) s.put(f.remittance!, v.payment());
  s.put(f.deposits!, v.money(c.monthlySales));
  const a = c.advances[0];
  s.put(f.existing!, v.plain(a ? `${a.funder} - bal. ${v.money(a.balance).text}` : 'None'));

  sec('3.  BANKING', 410);
  const bank = blanks(s, L, 430, [['Financial institution:', 220, 'bank'], ['Inst. #:', 90, 'inst'], ['Transit #:', 100, 'transit'], ['Account #:', 122, 'account']]);
  s.put(bank.bank!, v.plain(c.bank.name));
  s.put(bank.inst!, v.plain(c.bank.institution));
  s.put(bank.transit!, v.plain(c.bank.transit));
  s.put(bank.account!, v.plain(c.bank.account));

  sec('4.  OWNERS, DIRECTORS AND GUARANTORS (20% or more)', 452);
  for (let k = 0; k < 2; k++) {
    const y = 472 + k * 68, id = `owner${k + 1}`;
    s.label(`${k + 1}.`, L - 12, y, { size: 8, bold: true });
    const o = {
      ...blanks(s, L, y, [['Full name:', 300, `${id}_name`], ['Title:', 130, `${id}_title`], ['% owned:', 102, `${id}_pct`]]),
      ...blanks(s, L, y + 20, [['SIN:', 160, `${id}_sin`], ['Date of birth:', 180, `${id}_dob`], ['Cell:', 192, `${id}_cell`]]),
      ...blanks(s, L, y + 40, [['Home address:', 532, `${id}_home`]]),
    };
    const ow = c.owners[k];
    if (!ow || k >= onPage) continue;
    const val = v.owner(ow, k);
    s.put(o[`${id}_name`]!, val.name);
    s.put(o[`${id}_title`]!, val.title);
    s.put(o[`${id}_pct`]!, val.pct);
    s.put(o[`${id}_sin`]!, val.tax);
    s.put(o[`${id}_dob`]!, val.dob);
    s.put(o[`${id}_cell`]!, val.cell);
    s.put(o[`${id}_home`]!, { text: `${val.street.text}, ${val.city.text}` });
  }
  if (onPage < n) {
    const t = stickyText(onPage + 1, n, rng);
    if (onPage === 1) s.sticky(300, 536, 200, 36, t); else s.sticky(420, 440, 150, 26, t);
  }
  s.label(CONSENT, L, 612, { size: 7, width: 532 });
  for (let k = 0; k < 2; k++) {
    const x = L + k * 270;
    s.line(x, 688, x + 170, 688);
    s.line(x + 180, 688, x + 255, 688);
    s.label(`Signature - owner ${k + 1}`, x, 691, { size: 7 });
    s.label('Date (YYYY-MM-DD)', x + 180, 691, { size: 7 });
  }
  const iso = blanks(s, L, 716, [['Referred by (broker / ISO):', 330, 'iso'], ['Broker tel.:', 202, 'iso_tel']]);
  s.put(iso.iso!, v.plain(`${c.iso.rep}, ${c.iso.company}`));
  s.put(iso.iso_tel!, v.phone(c.iso.phone));
  s.label('Northgate Commercial Capital Inc. arranges commercial financing; it is not a lender. NCC-APP-CA 2026-01', 0, 762, { size: 6.5, width: 612, align: 'center', color: '#666666' });
  if (onPage < n) attachOwners(s, v, c.owners.slice(onPage), onPage, { credit: false });
  return s;
}
