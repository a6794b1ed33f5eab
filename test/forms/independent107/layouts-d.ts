// Old Dominion Working Capital (Richmond, VA): a Word two-column key/value table (grey label cells, white value cells),
// owners side by side, "Years in Business" instead of a start date, the address on one line.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import type { Merchant } from './merchant.ts';
import { businessTaxId, dbaPaths, entityText, fmtDate, fmtMoney, FREQ_LABEL, ownerName, ownerTaxId } from './fmt.ts';

export function oldDominion(f: Form, m: Merchant, r: Rng): void {
  f.setInfo('Microsoft® Word 2019', 'ODWC Merchant Application');
  const X = 45, W = 522, GREY = '#e7e6e6', MAROON = '#6d1a36';
  f.text('Old Dominion Working Capital', X, 34, { font: 'Helvetica-Bold', size: 16, color: MAROON });
  f.text('Merchant Cash Advance  |  Business Line  |  Equipment', X, 54, { size: 8.5, color: '#555' });
  f.text('APPLICATION', 400, 34, { font: 'Helvetica-Bold', size: 16, width: 167, align: 'right', color: '#999' });
  f.text('919 E. Main St, Richmond, VA 23219  ·  804-555-0191', 360, 54, { size: 7.5, width: 207, align: 'right', color: '#555' });
  const sec = (t: string, y: number, x = X, w = W) => { f.rect(x, y, w, 14, { fill: MAROON }); f.text(t, x + 5, y + 3.5, { font: 'Helvetica-Bold', size: 8, color: '#fff' }); };
  /** One table row: grey label cell then white value cell. */
  const row = (x: number, y: number, lw: number, vw: number, label: string, text: string, o: Parameters<Form['value']>[5] = {}) => {
    f.rect(x, y, lw, 16, { fill: GREY, stroke: '#a6a6a6', lw: 0.5 });
    f.text(label, x + 4, y + 5, { size: 7.5, font: 'Helvetica-Bold', color: '#333' });
    f.rect(x + lw, y, vw, 16, { stroke: '#a6a6a6', lw: 0.5 });
    f.value(x + lw + 1, y + 1, vw - 2, 14, text, { size: 8.5, ...o });
  };
  let y = 74;
  sec('COMPANY', y); y += 14;
  const half = W / 2;
  row(X, y, 90, W - 90, 'Corporate Name', m.legal, { paths: { legal_name: m.legal } }); y += 16;
  row(X, y, 90, W - 90, 'D/B/A', m.dbaPrint, { paths: dbaPaths(m) }); y += 16;
  const ent = entityText(m.entityKey, 'US', r);
  row(X, y, 90, half - 90, 'Entity (LLC, Corp...)', ent.text, { paths: { type_of_entity: ent.id } });
  const tax = businessTaxId(m, 'dashed');
  row(X + half, y, 90, half - 90, m.soleSsn ? 'Tax ID # / SSN' : 'Tax ID #', tax.text, { paths: tax.paths }); y += 16;
  const addr = r.chance(0.5) ? `${m.street}, ${m.city}, ${m.state} ${m.zip}` : `${m.street}, ${m.city}, ${m.stateName} ${m.zip}`;
  row(X, y, 90, W - 90, 'Business Address', addr, { paths: { state_region: m.state } }); y += 16;
  const years = 2026 - Number(m.started.slice(0, 4));
  const startPrinted = r.chance(0.35);
  row(X, y, 90, half - 90, startPrinted ? 'Est. (mm/dd/yyyy)' : 'Years in Business', startPrinted ? fmtDate(m.started, 'mdy') : `${years} yrs`,
    startPrinted ? { paths: { business_start_date: m.started } } : {});
  row(X + half, y, 90, half - 90, 'Industry / SIC', m.industryText, { paths: { industry: m.industryId } }); y += 16;
  row(X, y, 90, half - 90, 'Phone', m.phone);
  row(X + half, y, 90, half - 90, 'Email', m.email); y += 16;
  row(X, y, 90, half - 90, 'Own / Lease', m.rent === 'Own' ? 'Own' : 'Lease');
  row(X + half, y, 90, half - 90, 'Landlord', m.landlord, { decoy: 'landlord' }); y += 24;
  sec('REQUEST', y); y += 14;
  row(X, y, 90, half - 90, 'Requested Funding', fmtMoney(m.amount, r.pick(['dollar', 'plain', 'cents'] as const)), { paths: { requested_amount: m.amount } });
  const freq = r.chance(0.7);
  row(X + half, y, 90, half - 90, 'Pay Frequency', freq ? FREQ_LABEL[m.frequency]![0]! : '', { paths: { payment_frequency: m.frequency } }); y += 16;
  row(X, y, 90, half - 90, 'Use of Funds', m.useOfFunds);
  row(X + half, y, 90, half - 90, 'Monthly Revenue', fmtMoney(m.monthlySales, 'dollar')); y += 16;
  row(X, y, 90, half - 90, 'Open Advances?', m.positions.length ? 'Yes' : 'No');
  row(X + half, y, 90, half - 90, 'Current Funder', m.positions[0]?.funder ?? '', { decoy: 'position_funder' }); y += 24;
  const gap = 8, ow = (W - gap) / 2;
  sec('OWNER 1', y, X, ow); sec('OWNER 2', y, X + ow + gap, ow); y += 14;
  const credentialed = r.chance(0.5);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i] ?? null, ox = X + i * (ow + gap);
    let oy = y;
    const nm = o ? ownerName(o, i, credentialed ? 'cred' : 'middle') : null;
    const t = o ? ownerTaxId(o, i, o.masked, r) : null;
    const rows: [string, string, Record<string, unknown>][] = [
      ['Name', nm?.text ?? '', nm?.paths ?? {}], ['Title', o?.title ?? '', o ? { [`applicants.${i}.role`]: o.title } : {}],
      ['Ownership', o ? `${o.ownership}%` : '', o ? { [`applicants.${i}.ownership`]: o.ownership } : {}],
      [o?.taxIdType === 'ITIN' ? 'SSN / ITIN' : 'SSN', t?.text ?? '', t?.paths ?? {}],
      ['DOB', o ? fmtDate(o.dob, r.pick(['mdy', 'long'] as const)) : '', o ? { [`applicants.${i}.date_of_birth`]: o.dob } : {}],
      ['FICO', o?.credit ? String(o.credit) : '', o?.credit ? { [`applicants.${i}.credit_score`]: o.credit } : {}],
      ['Home Address', o ? `${o.home}, ${o.homeCity}` : '', {}], ['Mobile', o?.cell ?? '', {}]];
    for (const [label, text, paths] of rows) {
      row(ox, oy, 70, ow - 70, label, text, label === 'Home Address' ? { decoy: 'home_address', size: 7.5 } : { paths });
      oy += 16;
    }
  }
  y += 8 * 16 + 6;
  if (m.owners.length > 2) f.text('Additional owners: see attached sheet.', X, y, { size: 7, font: 'Helvetica-Oblique', color: '#555' });
  y += 14;
  sec('BANK', y); y += 14;
  row(X, y, 90, half - 90, 'Bank Name', m.bank, { decoy: 'bank' });
  row(X + half, y, 90, half - 90, 'Routing / ABA', m.routing, { decoy: 'routing' }); y += 16;
  row(X, y, 90, half - 90, 'Account #', m.account, { decoy: 'account' });
  row(X + half, y, 90, half - 90, 'Referred By', m.rep, { decoy: 'iso_rep' }); y += 24;
  f.text('By signing, the merchant and each owner certify the above is true and authorize Old Dominion Working Capital and its funding sources to obtain '
    + 'credit reports, verify bank and tax records, and contact references. Virginia-based recipients of a commercial financing offer will receive the '
    + 'disclosures required by Va. Code § 6.2-2228 et seq. This application does not obligate either party.', X, y, { size: 7, width: W, align: 'justify', color: '#333' });
  y += 40;
  for (let i = 0; i < 2; i++) {
    const sx = X + i * (ow + gap);
    f.line(sx, y + 18, sx + 160, y + 18); f.text(`Owner ${i + 1} Signature`, sx, y + 20, { size: 6.5 });
    if (m.owners[i]) f.signature(sx + 8, y + 14, 120);
    f.line(sx + 172, y + 18, sx + ow, y + 18); f.text('Date', sx + 172, y + 20, { size: 6.5 });
  }
}
