// Set 81, layouts 3-4: Summit HoldCo Advance (grey table grid, the organisation chart from parent to stores, a
// management company block, the request as a sentence) and BrandLine Merchant Services (two columns: the merchant on
// the left, the brand and franchisor on the right; owners side by side; existing advances).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, Truth } from './canvas.ts';
import { fmtDate, type Merchant } from './model.ts';
import { addrLine, boxRow, dba, entityChecks, entitySlot, FREQ_LABEL, industryOf, lineRow, owner, signatures, start, stateCountry, taxId,
  usd, type Vis } from './parts.ts';

/** A two-column table row: grey label cell, value cell. */
function kv(f: Form, x: number, y: number, label: string, lw: number, vw: number, name: string, value: string | null, truth: Truth = {}): void {
  f.doc.rect(x, y, lw, 15).fillAndStroke('#e4e6ea', '#000');
  f.text(label, x + 3, y + 4, { size: 7 });
  f.rect(x + lw, y, vw, 15);
  f.val(name, value, x + lw + 3, y + 3, vw - 6, truth);
}

export function summit(f: Form, m: Merchant, v: Vis, rng: Rng): void {
  const X = 36;
  f.doc.rect(X, 28, 540, 34).fill('#2d2d2d');
  f.text('SUMMIT HOLDCO ADVANCE', X + 10, 36, { size: 15, bold: true, color: '#fff' });
  f.text('Revenue-Based Funding  |  Franchise & Multi-Site Desk', X + 300, 41, { size: 8, color: '#ddd' });
  const [d, dt] = dba(m, v), [t, tt] = taxId(m, v), [s, st] = start(m, v);
  f.text('MERCHANT (the entity that will sign the agreement)', X, 72, { size: 8, bold: true });
  const rows: [string, string, string | null, Truth?][] = [['Legal Business Name', 'legal_name', m.legal, { legal_name: m.legal }], ['Doing Business As', 'dba', d, dt],
    ['Legal Entity Type', 'entity_text', m.entityText, { type_of_entity: m.entityId }], ['Tax ID / EIN', 'ein', t, tt],
    ['Business Inception Date', 'start', s, st], ['Type of Business', 'biz_type', m.bizText, { industry: industryOf(m.bizText) }],
    ['Physical Address', 'addr_street', `${m.addr.street}, ${m.addr.city}`], ['State / Zip', 'addr_state', `${m.addr.state} ${m.addr.zip}`, stateCountry(m)],
    ['Business Phone', 'phone', m.phone], ['Incorporated In', 'inc_state', m.incState]];
  let y = 84;
  rows.forEach(([label, name, value, truth], i) => kv(f, X + (i % 2) * 270, y + Math.floor(i / 2) * 15, label, 100, 170, name, value, truth ?? {}));
  y += 5 * 15 + 12;
  f.text('ORGANIZATION CHART (ownership above the merchant and units below it)', X, y, { size: 8, bold: true });
  y += 12;
  const chart: [string, string, string][] = [['Ultimate Parent', 'parent_name', m.parent.name], ['Parent EIN', 'parent_ein', m.parent.ein],
    ['Franchisor (brand owner)', 'franchisor', m.franchisor.name], ['Franchise Agreement #', 'fa_no', m.franchisor.agreementNo]];
  chart.forEach(([label, name, value], i) => kv(f, X + (i % 2) * 270, y + Math.floor(i / 2) * 15, label, 100, 170, name, value));
  y += 36;
  const cols: [string, number][] = [['Unit / Store No.', 70], ['Unit DBA', 160], ['Unit Address', 230], ['Monthly Sales', 80]];
  y = boxRow(f, X, y, cols.map(([label, w]) => ({ label, w })), 10);
  for (const [i, u] of m.stores.entries()) {
    const vals = [u.no, u.dba, addrLine(u.addr), usd(u.sales)];
    y = boxRow(f, X, y, cols.map(([, w], k) => ({ label: '', w, name: `unit${i}_${k}`, value: vals[k] })), 15);
  }
  f.text('MANAGEMENT COMPANY (operates the units under a management agreement; not a guarantor)', X, y + 10, { size: 8, bold: true });
  y += 22;
  kv(f, X, y, 'Management Co.', 100, 170, 'mgmt', m.mgmt.name);
  kv(f, X + 270, y, 'Mgmt Contact', 100, 170, 'mgmt_contact', `${m.mgmt.contact} ${m.mgmt.phone}`);
  kv(f, X, y + 15, 'Mgmt Fee', 100, 170, 'mgmt_fee', `${usd(m.mgmt.monthlyFee)} / month`);
  kv(f, X + 270, y + 15, 'Royalty to Franchisor', 100, 170, 'royalty', `${m.franchisor.royaltyPct}% of gross`);
  y += 44;
  f.text('FUNDING REQUEST', X, y, { size: 8, bold: true });
  y += 13;
  f.text('Merchant requests an advance of', X, y + 2, { size: 7.5 });
  f.rule(X + 112, y + 11, X + 200, y + 11, 0.4);
  f.val('amount', usd(m.amount), X + 114, y, 84, { requested_amount: m.amount });
  f.text('to be repaid by', X + 204, y + 2, { size: 7.5 });
  f.rule(X + 256, y + 11, X + 296, y + 11, 0.4);
  f.val('n_pay', v.payment ? String(m.count) : null, X + 258, y, 36, v.payment ? { number_of_payments: m.count } : {});
  f.text('payments of', X + 300, y + 2, { size: 7.5 });
  f.rule(X + 342, y + 11, X + 420, y + 11, 0.4);
  f.val('payment', v.payment ? usd(m.payment, true) : null, X + 344, y, 74, v.payment ? { requested_payment: m.payment } : {});
  f.text('each, collected', X + 424, y + 2, { size: 7.5 });
  f.checks('freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], v.payment ? FREQ_LABEL[m.freq] : null, X, y + 18, { payment_frequency: m.freq });
  y = lineRow(f, X + 250, y + 16, [{ label: 'Purpose', w: 290, name: 'use', value: m.use }]);
  f.addPage();
  f.text('PRINCIPALS & ENTITY OWNERS', X, 36, { size: 9, bold: true });
  const oc: [string, number][] = [['Name (person or entity)', 150], ['Position', 100], ['Own %', 45], ['SSN or EIN', 85], ['Birth Date', 80], ['Credit Score', 80]];
  y = boxRow(f, X, 50, oc.map(([label, w]) => ({ label, w })), 10);
  const slot = entitySlot(m, rng);
  let row = 0;
  for (let k = 0; k <= m.people.length; k++) {
    let vals: [string | null, Truth][];
    if (k === slot && m.entityOwner) vals = [[m.entityOwner.name, {}], ['Holding entity', {}], [`${m.entityOwner.pct}%`, {}], [m.entityOwner.ein, {}], [null, {}], [null, {}]];
    else if (row < m.people.length) { const o = owner(row, m.people[row]!, v, m, 'short'); row++; vals = [o.name, o.title, o.pct, o.ssn, o.dob, o.score]; } else continue;
    y = boxRow(f, X, y, oc.map(([, w], c) => ({ label: '', w, name: `pr${k}_${c}`, value: vals[c]![0], truth: vals[c]![1] })), 18);
  }
  y += 10;
  for (const [i, p] of m.people.entries()) kv(f, X, y + i * 15, `Residence - ${p.first}`, 100, 440, `home${i}`, addrLine(p.home));
  y += m.people.length * 15 + 10;
  kv(f, X, y, 'Depository Bank', 100, 170, 'bank', m.bank);
  kv(f, X + 270, y, 'Routing / Account', 100, 170, 'bank_nums', `${m.routing} / ${m.account}`);
  kv(f, X, y + 15, 'Landlord', 100, 170, 'landlord', m.landlord);
  kv(f, X + 270, y + 15, 'Monthly Rent', 100, 170, 'rent', usd(m.rent));
  signatures(f, m, X, y + 44, 540);
}

export function brandline(f: Form, m: Merchant, v: Vis, rng: Rng): void {
  const L = 36, R = 314, CW = 262;
  f.text('BrandLine', L, 30, { size: 20, bold: true, color: '#0b6e4f' });
  f.text('MERCHANT SERVICES', L + 102, 38, { size: 9, bold: true, color: '#0b6e4f' });
  f.text('Franchisee Working Capital Application', R, 32, { size: 10, bold: true, width: CW, align: 'right' });
  f.text(`Rep: ${m.isoRep}  |  Ref #BL-${rng.int(10000, 99999)}`, R, 46, { size: 7, width: CW, align: 'right' });
  f.bar('MERCHANT', L, 62, CW, '#0b6e4f');
  f.bar('BRAND / FRANCHISOR', R, 62, CW, '#0b6e4f');
  const [d, dt] = dba(m, v), [t, tt] = taxId(m, v), [s, st] = start(m, v);
  let y = boxRow(f, L, 75, [{ label: 'Legal Name', w: CW, name: 'legal_name', value: m.legal, truth: { legal_name: m.legal } }]);
  y = boxRow(f, L, y, [{ label: 'DBA (trade name on the storefront)', w: CW, name: 'dba', value: d, truth: dt }]);
  y = boxRow(f, L, y, [{ label: 'EIN', w: 130, name: 'ein', value: t, truth: tt }, { label: 'Start Date', w: CW - 130, name: 'start', value: s, truth: st }]);
  f.rect(L, y, CW, 28);
  f.text('Entity:', L + 3, y + 3, { size: 6 });
  entityChecks(f, m, L + 4, y + 14);
  y = boxRow(f, L, y + 28, [{ label: 'Business Address', w: CW, name: 'street', value: `${m.addr.street}, ${m.addr.city}` }]);
  y = boxRow(f, L, y, [{ label: 'State', w: 60, name: 'state', value: m.addr.state, truth: stateCountry(m) }, { label: 'Zip', w: 70, name: 'zip', value: m.addr.zip },
    { label: 'Phone', w: CW - 130, name: 'phone', value: m.phone }]);
  y = boxRow(f, L, y, [{ label: 'Nature of Business', w: CW, name: 'biz_type', value: m.bizText, truth: { industry: industryOf(m.bizText) } }]);
  const fr = m.franchisor;
  let ry = boxRow(f, R, 75, [{ label: 'Franchisor Legal Name', w: CW, name: 'franchisor', value: fr.name }]);
  ry = boxRow(f, R, ry, [{ label: 'Brand', w: 140, name: 'brand', value: fr.brand }, { label: 'Franchisor Phone', w: CW - 140, name: 'fr_phone', value: fr.phone }]);
  ry = boxRow(f, R, ry, [{ label: 'Franchisor HQ Address', w: CW, name: 'fr_addr', value: addrLine(fr.addr) }]);
  ry = boxRow(f, R, ry, [{ label: 'Initial Franchise Fee Paid', w: 130, name: 'fa_fee', value: usd(fr.initialFee) }, { label: 'Royalty / Ad Fund', w: CW - 130, name: 'royalty', value: `${fr.royaltyPct}% / ${fr.adFundPct}%` }]);
  ry = boxRow(f, R, ry, [{ label: 'Agreement Signed', w: 130, name: 'fa_date', value: fmtDate(fr.agreementDate, 'long') }, { label: 'Term', w: CW - 130, name: 'fa_term', value: `${fr.termYears} years` }]);
  ry = boxRow(f, R, ry, [{ label: 'Parent / Holding Company of Merchant', w: CW, name: 'parent_name', value: m.parent.name }]);
  ry = boxRow(f, R, ry, [{ label: 'Parent State', w: 130, name: 'parent_state', value: m.parent.state }, { label: 'Management Co.', w: CW - 130, name: 'mgmt', value: m.mgmt.name }]);
  y = Math.max(y, ry) + 8;
  f.bar('UNITS', L, y, 540, '#0b6e4f');
  y += 13;
  for (const [i, u] of m.stores.entries()) {
    y = boxRow(f, L, y, [{ label: `Unit ${i + 1} Store No.`, w: 70, name: `unit${i}_no`, value: u.no }, { label: 'Unit DBA', w: 170, name: `unit${i}_dba`, value: u.dba },
      { label: 'Unit Address', w: 240, name: `unit${i}_addr`, value: addrLine(u.addr) }, { label: 'Tenure', w: 60, name: `unit${i}_ten`, value: u.tenure }], 22);
  }
  f.bar('REQUEST', L, y + 6, 540, '#0b6e4f');
  y = boxRow(f, L, y + 19, [{ label: 'Requested Amount', w: 130, name: 'amount', value: usd(m.amount), truth: { requested_amount: m.amount } },
    { label: 'Desired Payment', w: 110, name: 'payment', value: v.payment ? usd(m.payment, true) : null, truth: v.payment ? { requested_payment: m.payment } : {} },
    { label: 'Frequency', w: 90, name: 'freq', value: v.payment ? FREQ_LABEL[m.freq] : null, truth: v.payment ? { payment_frequency: m.freq } : {} },
    { label: 'Use of Funds', w: 210, name: 'use', value: m.use }]);
  f.bar('OPEN ADVANCES / LOANS', L, y + 6, 540, '#0b6e4f');
  y += 19;
  for (let i = 0; i < 2; i++) {
    const fu = m.funders[i];
    y = boxRow(f, L, y, [{ label: 'Funder', w: 220, name: `funder${i}`, value: fu?.name ?? null }, { label: 'Balance', w: 110, name: `funder${i}_bal`, value: fu ? usd(fu.balance) : null },
      { label: 'Daily/Weekly Pmt', w: 110, name: `funder${i}_pay`, value: fu ? usd(fu.payment) : null }, { label: 'Bank', w: 100, name: i ? `bank_${i}` : 'bank', value: i ? null : m.bank }], 22);
  }
  f.addPage();
  f.bar('OWNERS / GUARANTORS', L, 36, 540, '#0b6e4f');
  const slot = entitySlot(m, rng);
  let row = 0, k = 0;
  for (let n = 0; n <= m.people.length; n++) {
    const x = n % 2 ? R : L, by = 52 + Math.floor(n / 2) * 112;
    if (n === slot && m.entityOwner) {
      const e = m.entityOwner;
      let yy = boxRow(f, x, by, [{ label: `Owner ${n + 1} - Entity Name`, w: CW, name: `own${k}_name`, value: e.name }]);
      yy = boxRow(f, x, yy, [{ label: 'Entity EIN', w: 130, name: `own${k}_ein`, value: e.ein }, { label: 'Ownership %', w: CW - 130, name: `own${k}_pct`, value: `${e.pct}%` }]);
      boxRow(f, x, yy, [{ label: 'Signing for entity', w: CW, name: `own${k}_signer`, value: e.signer }]);
    } else if (row < m.people.length) {
      const i = row++, o = owner(i, m.people[i]!, v, m, 'dash');
      let yy = boxRow(f, x, by, [{ label: `Owner ${n + 1} - Name`, w: 170, name: `own${k}_name`, value: o.name[0], truth: o.name[1] },
        { label: 'Ownership %', w: CW - 170, name: `own${k}_pct`, value: o.pct[0], truth: o.pct[1] }]);
      yy = boxRow(f, x, yy, [{ label: 'Title', w: 130, name: `own${k}_title`, value: o.title[0], truth: o.title[1] }, { label: 'SSN', w: CW - 130, name: `own${k}_ssn`, value: o.ssn[0], truth: o.ssn[1] }]);
      yy = boxRow(f, x, yy, [{ label: 'Date of Birth', w: 130, name: `own${k}_dob`, value: o.dob[0], truth: o.dob[1] }, { label: 'Credit Score (est.)', w: CW - 130, name: `own${k}_score`, value: o.score[0], truth: o.score[1] }]);
      boxRow(f, x, yy, [{ label: 'Home Address', w: CW, name: `own${k}_home`, value: addrLine(m.people[i]!.home) }]);
    } else continue;
    k++;
  }
  signatures(f, m, L, 52 + Math.ceil((m.people.length + 1) / 2) * 112 + 10, 540);
}
