// Layouts 6-7: Pinnacle ISO submission sheet (the broker's own header and rep as decoys, an offer line with payment,
// count and schedule, owners as a table with `Last, First` names) and Lakeshore Revenue Partners (two columns of
// underlined rows, an "Other: ___" entity line, owners side by side with credentials and middle initials).
import { fmtDate, fmtMoney, fullAddr } from './model.ts';
import type { Mark } from './sheet.ts';
import { AUTH, bankRows, type Layout } from './layouts-a.ts';
import { freqFields, PAY_FREQ, rowV } from './values.ts';

const MARKS: readonly Mark[] = ['xlines', 'letterX', 'check', 'fill'];

const pinnacle: Layout = {
  name: 'pinnacle-iso-submission',
  look: (r) => ({ color: '#4b2e83', tint: '#e6def5', labelFont: 'Helvetica', valueFont: r.pick(['Helvetica', 'Courier']), mark: r.pick(MARKS) }),
  merchant: (r) => ({ country: 'US', owners: r.int(1, 3), entities: ['llc', 'c_corporation', 's_corporation', 'limited_partnership'] }),
  draw(s, m, v, r) {
    const d = s.doc;
    d.font('Helvetica-Bold').fontSize(14).fillColor('#4b2e83').text('PINNACLE FUNDING NETWORK', 36, 28, { lineBreak: false });
    d.font('Helvetica').fontSize(8).fillColor('#333').text('ISO Deal Submission — merchant section to be completed in full', 36, 45, { lineBreak: false });
    let y = s.bar('SUBMITTING ISO', 60);
    s.decoyRow('ISO Company:', m.iso.company, 36, y + 8, 260, 'iso_company');
    s.decoyRow('Rep Name:', m.iso.rep, 316, y + 8, 260, 'iso_rep');
    s.decoyRow('Rep Email:', m.iso.email, 36, y + 30, 260, 'iso_email');
    s.decoyRow('Rep Phone:', m.iso.phone, 316, y + 30, 260, 'iso_phone');
    y = s.bar('MERCHANT', y + 44);
    rowV(s, 'Legal Name:', v.legal(), 36, y + 8, 360, 'merchant_legal');
    rowV(s, 'Entity:', v.entityText(), 406, y + 8, 170, 'merchant_entity');
    rowV(s, 'DBA:', v.dba(['N/A', '—', 'SAME']), 36, y + 30, 360, 'merchant_dba');
    rowV(s, 'EIN:', v.taxId(), 406, y + 30, 170, 'merchant_ein');
    const addr = `${m.addr.street}, ${m.addr.city}`;
    rowV(s, 'Address:', { text: addr, fields: {} }, 36, y + 52, 300, 'merchant_addr');
    rowV(s, 'St:', v.state(), 346, y + 52, 70, 'merchant_state');
    rowV(s, 'Zip:', { text: m.addr.zip, fields: {} }, 426, y + 52, 150, 'merchant_zip');
    rowV(s, 'Industry:', v.industry(), 36, y + 74, 260, 'merchant_industry');
    rowV(s, 'Start Date:', v.start(r.pick(['mdy2', 'mdy'] as const)), 306, y + 74, 140, 'merchant_start');
    s.decoyRow('Inc. State:', m.incState, 456, y + 74, 120, 'inc_state');
    y = s.bar('REQUESTED TERMS', y + 88);
    const money = r.pick(['$', '$.00', 'USD'] as const);
    rowV(s, 'Funding Requested:', v.requested(money), 36, y + 8, 190, 'terms_amount');
    rowV(s, 'Payment:', v.payment(money), 236, y + 8, 160, 'terms_payment');
    rowV(s, '# of Pmts:', v.npay(), 406, y + 8, 170, 'terms_count');
    s.label('Frequency:', 36, y + 18);
    s.choice(PAY_FREQ, v.freqIndex(PAY_FREQ), 84, y + 17, freqFields(m), 'terms_freq', true, 12);
    y = s.bar('OWNERS', y + 36);
    const cols: [string, number, number][] = [['Name (Last, First)', 36, 150], ['Title', 186, 100], ['Own %', 286, 45], ['SSN', 331, 90], ['DOB', 421, 85], ['FICO', 506, 70]];
    cols.forEach(([h, x]) => s.label(h, x + 2, y, 7, true));
    const dobF = r.pick(['m/d/y', 'mdy'] as const);
    for (let i = 0; i < 3; i++) {
      const yy = y + 26 + i * 20;
      cols.forEach(([, x, w]) => s.uline(x, yy, w - 4));
      if (i >= m.owners.length) continue;
      const cells = [v.name(i, 'lastFirst'), v.title(i), v.pct(i), v.ssn(i, ''), v.dob(i, dobF), v.score(i, 'N/A')];
      cells.forEach((c, j) => s.val(c.text, cols[j]![1], yy, cols[j]![2] - 4, c.fields, `owner${i + 1}_${j}`, c.filler));
    }
    y = s.bar('EXISTING POSITIONS', y + 92);
    if (!m.advances.length) s.label('None disclosed.', 40, y);
    m.advances.forEach((a, i) => {
      s.decoyRow('Funder:', a.funder, 36, y + 8 + i * 22, 220, `pos${i + 1}_funder`);
      s.decoyRow('Balance:', fmtMoney(a.balance, money), 266, y + 8 + i * 22, 150, `pos${i + 1}_balance`);
      s.decoyRow('Daily:', fmtMoney(a.payment, money), 426, y + 8 + i * 22, 150, `pos${i + 1}_daily`);
    });
    y = s.bar('BANK / LANDLORD', y + 56);
    y = bankRows(s, m, y + 8);
    y = s.para(AUTH, 36, y, 540);
    s.label('Merchant Signature', 36, y + 14);
    s.scribble(120, y + 18, 140);
    s.uline(115, y + 22, 170);
    s.label('Date Signed', 310, y + 14);
    s.decoy('sign_date', fmtDate(m.signDate, 'mdy'), 360, y + 22, 100);
    return m.owners.length;
  },
};

const lakeshore: Layout = {
  name: 'lakeshore-revenue-partners',
  look: (r) => ({ color: '#0b6e6e', tint: '#d5eeee', labelFont: r.pick(['Helvetica', 'Times-Roman']), valueFont: 'Helvetica', mark: r.pick(MARKS) }),
  merchant: (r) => ({ country: 'US', owners: r.int(1, 2), entities: ['llc', 'pllc', 'professional_corporation', 'nonprofit_corporation', 'c_corporation', 'llp'] }),
  draw(s, m, v, r) {
    const d = s.doc;
    d.save().rect(36, 26, 6, 30).fill('#0b6e6e').restore();
    d.font('Helvetica-Bold').fontSize(15).fillColor('#0b6e6e').text('Lakeshore Revenue Partners', 50, 28, { lineBreak: false });
    d.font('Helvetica-Oblique').fontSize(8).fillColor('#333').text('Application for Purchase of Future Receivables', 50, 46, { lineBreak: false });
    let y = s.bar('COMPANY', 66);
    const L = 36, R = 316, W = 260;
    rowV(s, 'Company Legal Name', v.legal(), L, y + 8, 540, 'company_legal');
    rowV(s, 'd/b/a', v.dba(['—', 'N/A', '']), L, y + 30, W, 'company_dba');
    rowV(s, 'Tax ID', v.taxId(), R, y + 30, W, 'company_taxid');
    s.label('Entity:', L, y + 42);
    const opts = ['LLC', 'Corporation', 'Partnership', 'Other:'];
    const k = ['llc', 'c_corporation', 'general_partnership'].indexOf(m.entity);
    const ex = s.choice(opts, k < 0 ? 3 : k, L + 34, y + 41, k < 0 ? {} : { type_of_entity: m.entity }, 'company_entity', false, 10);
    s.uline(ex, y + 50, 120);
    if (k < 0) { const t = v.entityText(); s.val(t.text, ex, y + 50, 120, t.fields, 'company_entity_other'); }
    s.decoyRow('State of Formation', m.incState, R + 130, y + 52, W - 130, 'inc_state');
    y += 74;
    const f = r.pick(['m/d/y', 'long', 'mdy2', 'short'] as const);
    const started = r.chance(0.8);
    rowV(s, 'Date Business Started', started ? v.start(f) : { text: null, fields: {}, filler: r.pick(['N/A', '—']) }, L, y, W, 'company_started');
    rowV(s, 'Years at Location', { text: String(r.int(1, 12)), fields: {} }, R, y, W, 'company_years_loc');
    rowV(s, 'Street', { text: m.addr.street, fields: {} }, L, y + 22, W, 'company_street');
    rowV(s, 'City', { text: m.addr.city, fields: {} }, R, y + 22, 130, 'company_city');
    rowV(s, 'State', v.state(), R + 135, y + 22, 55, 'company_state');
    rowV(s, 'Zip', { text: m.addr.zip, fields: {} }, R + 195, y + 22, 65, 'company_zip');
    rowV(s, 'Description of Business', v.industry(), L, y + 44, W, 'company_industry');
    rowV(s, 'Phone', { text: m.phone, fields: {} }, R, y + 44, W, 'company_phone');
    y = s.bar('FUNDING', y + 58);
    const money = r.pick(['$ space', 'USD-after', '$'] as const);
    rowV(s, 'Amount of Funding Requested', v.requested(money), L, y + 8, W, 'funding_amount');
    s.decoyRow('Gross Annual Sales', fmtMoney(m.monthlySales * 12, money), R, y + 8, W, 'annual_sales');
    y = s.bar('PRINCIPAL OWNERS', y + 22);
    for (let i = 0; i < 2; i++) {
      const x = i === 0 ? L : R, has = i < m.owners.length;
      const nul = { text: null, fields: {}, filler: has ? undefined : '—' };
      s.label(`Owner ${i + 1}`, x, y, 8, true);
      rowV(s, 'Name', has ? v.name(i) : nul, x, y + 22, W, `p${i + 1}_name`);
      rowV(s, 'Title', has ? v.title(i) : nul, x, y + 44, 150, `p${i + 1}_title`);
      rowV(s, 'Own %', has ? v.pct(i) : nul, x + 160, y + 44, 100, `p${i + 1}_pct`);
      rowV(s, 'SSN', has ? v.ssn(i) : nul, x, y + 66, 130, `p${i + 1}_ssn`);
      rowV(s, 'DOB', has ? v.dob(i, f === 'mdy2' ? 'mdy' : f) : nul, x + 135, y + 66, 125, `p${i + 1}_dob`);
      rowV(s, 'Credit Score', has ? v.score(i, r.pick(['N/A', '—'])) : nul, x, y + 88, 130, `p${i + 1}_score`);
      if (has) s.decoyRow('Home', fullAddr(m.owners[i]!.home), x, y + 110, W, `p${i + 1}_home`);
      else rowV(s, 'Home', nul, x, y + 110, W, `p${i + 1}_home`);
    }
    y = s.bar('REFERENCES', y + 124);
    y = bankRows(s, m, y + 8);
    m.refs.forEach(([name, ph], i) => s.decoyRow(`Trade Ref ${i + 1}`, `${name} ${ph}`, i === 0 ? L : R, y, W, `ref${i + 1}`));
    y = s.para(AUTH, 36, y + 12, 540);
    s.label('Authorized Signature', 36, y + 14);
    s.scribble(125, y + 18, 140);
    s.uline(120, y + 22, 170);
    s.label('Date', 310, y + 14);
    s.decoy('sign_date', fmtDate(m.signDate, f === 'mdy2' ? 'mdy' : f), 335, y + 22, 110);
    return m.owners.length;
  },
};

export const LAYOUTS_C: readonly Layout[] = [pinnacle, lakeshore];
