// Layout "harborline": Harborline Merchant Services, a dense funder form with shaded side labels. The business address
// is the "Mailing / HQ Address"; additional stores, the management company that runs the site, an affiliated parent
// company with its EIN, landlord and funders are decoys. Owners print "Last, First M."; the entity row ends in
// "Other: ____" whose written text is the entity; payment terms are free text. One page, two with three owners.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_FREE, fmtDate, fmtMoney, oneLine } from './data.ts';
import { mainSite, type Merchant } from './model.ts';
import { CTX, field, finePrint, heading, logo, maskedTax, ownerFields, ownerName, signatures, type Look } from './parts.ts';
import type { Sheet } from './sheet.ts';
import { bizFields, money2 } from './truthparts.ts';

const L: Look = { kind: 'side', color: '#c0601a' };
const FREQ_TEXT = { daily: ['Daily', 'Daily (M-F)', 'Every business day'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly'] };
// The row's boxes: [label, entity index]; an entity not in the row goes to "Other:".
const ROW: [string, number][] = [['Corporation', 0], ['S Corp', 4], ['Partnership', 2], ['Sole Prop.', 3]];

export function drawHarborline(s: Sheet, m: Merchant, rng: Rng): void {
  const f = bizFields(m);
  const dateFmt = rng.int(0, 5), moneyFmt = rng.int(0, 4);
  const X = 30, W = 552;
  s.doc.rect(0, 0, 612, 58).fill('#1d2630');
  logo(s, 'waves', X, 14, '#f08a3c', 'HARBORLINE', 'Merchant Services  -  Direct Funder');
  s.label('MERCHANT APPLICATION', 420, 20, { size: 12, bold: true, color: '#ffffff' });
  s.label(`Sales rep: ${m.rep.name}  ${m.rep.phone}`, 420, 38, { size: 7, color: '#dddddd' });
  s.decoys.push({ key: 'iso_rep', text: m.rep.name, page: 1, box: [420, 792 - 46, 582, 792 - 38] });
  let y = 68;
  y += heading(s, L, 'Merchant', X, y, W);
  field(s, L, 'Legal / Corporate Name', X, y, 330, m.legal, f.legal); field(s, L, 'DBA', X + 334, y, 218, m.dbaPrinted, f.dba);
  y += 18;
  field(s, L, 'Mailing / HQ Address', X, y, 330, `${mainSite(m).place.street}, ${mainSite(m).place.city}`, CTX, 'hq_street');
  field(s, L, 'State', X + 334, y, 80, mainSite(m).place.state, f.state, 'hq_state');
  field(s, L, 'Zip', X + 418, y, 134, mainSite(m).place.zip, CTX, 'hq_zip');
  y += 18;
  field(s, L, 'Tax ID', X, y, 150, m.taxId, f.tax);
  field(s, L, 'Business Inception', X + 154, y, 176, rng.chance(0.9) ? fmtDate(m.startDate, dateFmt) : '', f.start);
  field(s, L, 'State Inc.', X + 334, y, 80, m.stateOfInc, 'decoy');
  field(s, L, 'Phone', X + 418, y, 134, m.phone, CTX);
  y += 18;
  field(s, L, 'Industry', X, y, 330, m.kindText, f.industry);
  field(s, L, 'Franchise of', X + 334, y, 218, m.brand.franchisor, 'decoy');
  y += 21;
  s.label('Entity:', X, y + 1, { size: 7.5, bold: true });
  let cx = X + 32;
  const inRow = ROW.some(([, i]) => i === m.entityIdx);
  for (const [label, idx] of ROW) cx = s.check(`entity_${idx}`, cx, y, label, idx === m.entityIdx, f.entity);
  cx = s.check('entity_other', cx, y, 'Other:', !inRow, CTX);
  const otherText = inRow ? '' : rng.pick(ENTITY_FREE[m.entityId] ?? ['LLP']);
  s.doc.lineWidth(0.5).strokeColor('#555555').moveTo(cx - 6, y + 9).lineTo(cx + 110, y + 9).stroke();
  s.value('entity_other_text', cx - 6, y - 3, 116, 12, otherText, f.entity);
  y += 16;
  s.label('Additional stores / sites', X, y, { size: 7, bold: true, color: L.color });
  y += 9;
  m.sites.filter((x) => !x.main).forEach((site, r) => {
    s.value(`store${r}`, X, y, 380, 12, `${site.kind}: ${oneLine(site.place)}`, 'decoy', 8);
    y += 12;
  });
  y += 6;
  y += heading(s, L, 'Site Management, Landlord and Affiliates', X, y, W);
  field(s, L, 'Management Company', X, y, 270, m.mgmt.company, 'decoy'); field(s, L, 'Mgmt. Contact', X + 274, y, 150, m.mgmt.contact, 'decoy');
  field(s, L, 'Phone', X + 428, y, 124, m.mgmt.phone, 'decoy');
  y += 18;
  field(s, L, 'Mgmt. / Landlord Address', X, y, W, oneLine(m.mgmt.place), 'decoy');
  y += 18;
  field(s, L, 'Parent / Affiliate', X, y, 330, m.parent.name, 'decoy'); field(s, L, 'Parent EIN', X + 334, y, 218, m.parent.taxId, 'decoy');
  y += 22;
  y += heading(s, L, 'Funding Terms Requested', X, y, W);
  field(s, L, 'Funding Amount', X, y, 180, fmtMoney(m.requested, moneyFmt), f.requested);
  const terms = rng.chance(0.85);
  field(s, L, 'Payment', X + 184, y, 120, terms ? money2(m.payment) : '', f.payment);
  field(s, L, '# of Payments', X + 308, y, 110, terms ? String(m.nPayments) : '', f.nPayments);
  field(s, L, 'Frequency', X + 422, y, 130, terms ? rng.pick(FREQ_TEXT[m.freq]) : '', f.freq);
  y += 22;
  y += heading(s, L, 'Principals', X, y, W);
  const pageBreakAfter = m.owners.length > 2 ? 1 : 99;
  m.owners.forEach((o, i) => {
    const of = ownerFields(i, o);
    field(s, L, `Principal ${i + 1} (Last, First)`, X, y, 250, ownerName(o, 'last'), of.name, `owner${i}_name`);
    field(s, L, 'Title', X + 254, y, 150, o.role, of.role, `owner${i}_title`); field(s, L, 'Own %', X + 408, y, 144, `${o.ownership}%`, of.ownership, `owner${i}_pct`);
    y += 18;
    field(s, L, 'SSN/ITIN', X, y, 150, maskedTax(o, i), of.tax, `owner${i}_ssn`);
    field(s, L, 'DOB', X + 154, y, 120, fmtDate(o.dob, 1), of.dob, `owner${i}_dob`);
    field(s, L, 'FICO', X + 278, y, 70, o.credit === null ? '' : String(o.credit), of.credit, `owner${i}_fico`);
    field(s, L, 'Home', X + 352, y, 200, `${o.home.city}, ${o.home.state} ${o.home.zip}`, 'decoy', `owner${i}_home`);
    y += 24;
    if (i === pageBreakAfter) { s.newPage(); y = 40; }
  });
  y += heading(s, L, 'Bank and Current Balances', X, y, W);
  field(s, L, 'Bank', X, y, 180, m.bank.name, 'decoy'); field(s, L, 'Routing', X + 184, y, 150, m.bank.routing, 'decoy');
  field(s, L, 'Account', X + 338, y, 214, m.bank.account, 'decoy');
  y += 18;
  const adv = m.advances.map((a) => `${a.funder} ${fmtMoney(a.balance, 0)}`).join('; ');
  field(s, L, 'Open Advances', X, y, W, adv || 'None', adv ? 'decoy' : CTX);
  y += 22;
  y += finePrint(s, 'Merchant and each principal authorize Harborline Merchant Services and its affiliates to obtain credit and background reports, '
    + 'to verify information with the management company, landlord, franchisor and affiliates named above, and to share this application with '
    + 'funding partners. Harborline is the funder; the sales representative is an independent agent.', X, y, W, 6);
  y += 6;
  signatures(s, m.owners, X, y, W, `2024-06-${String(rng.int(1, 28)).padStart(2, '0')}`, dateFmt, 'last');
}
