// Layouts 6-7: owners' details split over two tables keyed by owner number; a short form with an "Other owners:" line.
import { A, B, dob, fmoney, fname, fpct, oneline, pct, pickStyles, plain, role, ssn } from './fmt.ts';
import type { Layout } from './layouts-a.ts';

export const split: Layout = (pen, m, rng) => {
  const st = pickStyles(rng);
  pen.label('LAKESHORE MERCHANT SERVICES', 306, 28, { size: 14, bold: true, w: 270, align: 'right' });
  pen.label('Funding Request Form', 36, 30, { size: 12 });
  pen.uline('Legal entity name:', B.legal(m), 36, 60, 540); pen.uline('DBA:', B.dba(m, 'N/A'), 36, 78, 300); pen.uline('Entity type:', B.entity(m), 342, 78, 234);
  pen.uline('Tax identification no.:', B.tax(m), 36, 96, 260); pen.uline('In business since:', B.start(m, st.date), 302, 96, 274);
  pen.uline('Business address:', plain(`${m.addr.street}, ${m.addr.city}`), 36, 114, 380); pen.uline('State:', B.state(m), 422, 114, 70); pen.uline('Zip:', plain(m.addr.zip), 498, 114, 78);
  pen.uline('Industry:', B.kind(m), 36, 132, 300); pen.uline('Amount needed:', B.amount(m, st.money), 342, 132, 234);
  pen.label('TABLE A — PRINCIPALS', 36, 160, { size: 9, bold: true });
  const ha: [string, number][] = [['No.', 34], ['Principal name', 220], ['Title', 150], ['Ownership', 136]];
  let x = 36;
  for (const [h, w] of ha) { pen.rect(x, 174, w, 14, '#f0e6cc'); pen.label(h, x + 3, 178, { size: 7, bold: true }); x += w; }
  m.owners.forEach((o, i) => {
    const y = 188 + i * 18;
    x = 36; for (const [, w] of ha) { pen.rect(x, y, w, 18); x += w; }
    pen.label(String(i + 1), 46, y + 5, { size: 8 });
    pen.value(fname(i, o, st.name), 74, y + 5, 212); pen.value(role(i, o), 294, y + 5, 142); pen.value(pct(i, o, st.pct), 444, y + 5, 128);
  });
  const yb = 188 + m.owners.length * 18 + 20;
  pen.label('TABLE B — PRINCIPALS\' PERSONAL INFORMATION (match by No. from Table A)', 36, yb, { size: 9, bold: true });
  const hb: [string, number][] = [['No.', 34], ['SSN', 100], ['Date of birth', 90], ['Home address', 316]];
  x = 36;
  for (const [h, w] of hb) { pen.rect(x, yb + 14, w, 14, '#f0e6cc'); pen.label(h, x + 3, yb + 18, { size: 7, bold: true }); x += w; }
  const order = m.owners.map((_, i) => i);
  if (rng.chance(0.5)) rng.shuffle(order);
  order.forEach((i, r) => {
    const y = yb + 28 + r * 18, o = m.owners[i]!;
    x = 36; for (const [, w] of hb) { pen.rect(x, y, w, 18); x += w; }
    pen.label(String(i + 1), 46, y + 5, { size: 8 });
    pen.value(ssn(i, o, rng.chance(0.2) ? 'x' : false), 74, y + 5, 92); pen.value(dob(i, o, st.date), 174, y + 5, 82); pen.value(plain(oneline(o.home)), 264, y + 5, 308);
  });
  let y = yb + 40 + m.owners.length * 18;
  pen.uline('Primary contact if not a principal:', plain(`${m.officer.name} (${m.officer.title})`), 36, y, 540, { decoy: 'non_owner_officer' });
  y += 26; pen.label('Open advances', 36, y, { size: 9, bold: true });
  m.funders.forEach((f, i) => { pen.uline(`Funder ${i + 1}:`, plain(f.name), 36, y + 14 + i * 18, 250, { decoy: 'funder_name' }); pen.uline('Balance:', plain(fmoney(f.balance, 'cents')), 292, y + 14 + i * 18, 284, { decoy: 'funder_balance' }); });
  if (!m.funders.length) pen.label('None', 120, y, { size: 8 });
  y += 60;
  pen.uline('Referred by (ISO):', plain(m.iso.company), 36, y, 300, { decoy: 'iso_company' }); pen.uline('Agent:', plain(m.iso.name), 342, y, 234, { decoy: 'iso_rep' });
  pen.para('All principals listed in Table A authorize Lakeshore Merchant Services to verify the information provided and obtain credit reports.', 36, y + 28, 540, 7.5);
};

export const short: Layout = (pen, m, rng) => {
  const st = pickStyles(rng);
  pen.rect(36, 26, 540, 40, '#fbe9d0'); pen.label('QUICKFUND EXPRESS', 46, 34, { size: 14, bold: true }); pen.label('One-page pre-qualification — no obligation', 46, 52, { size: 8 });
  pen.uline('Business name (legal):', B.legal(m), 36, 80, 540); pen.uline('DBA:', B.dba(m, ''), 36, 100, 540);
  pen.uline('Tax ID:', B.tax(m), 36, 120, 200); const dated = rng.chance(0.5);
  if (dated) pen.uline('Date started:', B.start(m, st.date), 242, 120, 180);
  else pen.uline('Years in business:', plain(String(2026 - Number(m.start.slice(0, 4)))), 242, 120, 180);
  pen.uline('State:', B.state(m), 428, 120, 148);
  pen.uline('What you sell / do:', B.kind(m), 36, 140, 300); pen.uline('How much do you need?', B.amount(m, st.money), 342, 140, 234);
  const o = m.owners[0]!;
  pen.uline('Owner:', fname(0, o, st.name), 36, 166, 300); pen.uline('Title:', role(0, o), 342, 166, 120); pen.uline('Own %:', pct(0, o, st.pct === 'words' ? 'plain' : st.pct), 468, 166, 108);
  pen.uline('SSN:', ssn(0, o, rng.chance(0.3) ? 'x' : false), 36, 186, 200); pen.uline('DOB:', dob(0, o, st.date), 242, 186, 160); pen.uline('Cell:', plain(o.cell), 408, 186, 168);
  const others = m.owners.slice(1).map((p, k) => {
    const i = k + 1, n = fname(i, p, 'full'), pc = fpct(p.pct, st.pct === 'words' ? 'words' : 'plain');
    return { text: `${n.text} (${p.title}) ${pc}`, fields: { ...n.fields, [A(i, 'role')]: p.title, [A(i, 'ownership')]: p.pct } };
  });
  const line = others.length ? { text: others.map((x) => x.text).join('; '), fields: Object.assign({}, ...others.map((x) => x.fields)) as Record<string, string | number> } : plain('none');
  pen.uline('Other owners:', line, 36, 206, 540, { name: 'other_owners' });
  pen.uline('Spouse of owner:', rng.chance(0.5) ? plain(m.spouse) : null, 36, 226, 300, { decoy: 'spouse' });
  pen.uline('Landlord:', plain(m.landlord.name), 342, 226, 234, { decoy: 'landlord' });
  pen.uline('Broker:', plain(`${m.iso.name}, ${m.iso.company}`), 36, 246, 540, { decoy: 'iso_rep' });
  pen.para('By signing, the owner(s) authorize QuickFund Express and its partners to obtain credit reports and verify information.', 36, 274, 540, 7.5);
  pen.line(36, 320, 260, 320); pen.label('Owner signature', 36, 323, { size: 6.5 });
};
