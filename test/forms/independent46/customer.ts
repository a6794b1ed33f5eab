// Layout ledgerbook_customer_record: a QuickBooks-like "Customer Details" print from the broker's books, where each
// merchant is a customer: company and display name, primary contact (often the bookkeeper, not an owner), billing and
// shipping addresses, tax registration number, the broker's custom fields holding the application's values, a
// contact-persons table (owners with a share; bookkeeper, AP clerk without) and the customer's transactions.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, fmtPct, type Deal } from './data.ts';
import type { Box, Sheet } from './draw.ts';
import { amountPatch, dateCell, dbaCell, entityPatch, FREQ_LABEL, industryPatch, legalPatch, nameCell, ownerTaxCell, pickDateFmt, placePatch, taxCell } from './pieces.ts';

export function drawCustomer(s: Sheet, d: Deal, rng: Rng): void {
  const doc = s.doc;
  const green = '#2ca01c';
  const L = 36, R = s.W - 36;
  doc.rect(0, 0, s.W, 40).fill('#393a3d');
  s.label('ledgerbook', L, 13, { size: 14, bold: true, color: '#fff' });
  s.label(d.broker, R - 250, 16, { size: 8, w: 250, align: 'right', color: '#ddd' });
  s.label('Customer Details', L, 54, { size: 13, bold: true });
  const display = `${d.dba ?? d.legal.replace(/,? (LLC|Inc\.?|Corp\.?|Ltd\.|LLP|PLLC|Partners)$/, '')} - ${d.addr.city}`;
  s.label(`Customer ID ${rng.int(1000, 9999)}   |   Customer since ${fmtDate(d.submitted, 'mdy')}`, L, 71, { size: 7.5, color: '#6b6c72' });

  const field = (x: number, y: number, w: number, label: string) => { s.label(label, x, y, { size: 7, color: '#6b6c72' }); doc.rect(x, y + 9, w, 14).lineWidth(0.5).stroke('#babec5'); return { x, y: y + 9, w, h: 14 } as Box; };
  const sec = (y: number, t: string) => { s.label(t, L, y, { size: 9.5, bold: true }); doc.moveTo(L, y + 13).lineTo(R, y + 13).lineWidth(0.6).stroke('#d4d7dc'); };
  const o = { size: 8 };

  sec(88, 'Name and contact');
  const bookkeeperPrimary = rng.chance(0.45);
  const [pFirst, pLast] = bookkeeperPrimary ? d.accountant.split(' ') : [d.owners[0]!.first, d.owners[0]!.last];
  s.value(rng.pick(['Ms.', 'Mr.', '']), field(L, 106, 36, 'Title'), 'Title', undefined, o);
  s.value(pFirst!, field(L + 42, 106, 100, 'First name'), 'First', undefined, o);
  s.value(bookkeeperPrimary ? '' : d.owners[0]!.middle ?? '', field(L + 148, 106, 40, 'Middle'), 'Middle', undefined, o);
  s.value(pLast!, field(L + 194, 106, 110, 'Last name'), 'Last', undefined, o);
  s.value(d.legal, field(L, 136, 268, 'Company name'), 'CompanyName', legalPatch(d), o);
  s.value(display, field(L + 280, 136, 260, 'Customer display name'), 'DisplayName', undefined, o);
  s.value(bookkeeperPrimary ? `${pFirst!.toLowerCase()}@${rng.pick(['cpa-group.com', 'booksbyjen.com'])}` : d.email, field(L, 166, 268, 'Email'), 'Email', undefined, o);
  s.value(d.phone, field(L + 280, 166, 126, 'Phone number'), 'Phone', undefined, o);
  s.value(d.website ?? '', field(L + 414, 166, 126, 'Website'), 'Website', undefined, o);

  sec(198, 'Addresses');
  s.label('Billing address', L, 216, { size: 7.5, bold: true });
  s.value(d.addr.street, field(L, 226, 268, 'Street address'), 'BillStreet', undefined, o);
  s.value(d.addr.city, field(L, 256, 120, 'City'), 'BillCity', undefined, o);
  s.value(d.addr.state, field(L + 126, 256, 60, d.country === 'US' ? 'State' : 'Province'), 'BillState', placePatch(d), o);
  s.value(d.addr.zip, field(L + 192, 256, 76, d.country === 'US' ? 'ZIP code' : 'Postal code'), 'BillZip', undefined, o);
  s.label('Shipping address', L + 280, 216, { size: 7.5, bold: true });
  const home = d.owners[0]!.home;
  const shipHome = rng.chance(0.5); // statements mailed to the owner's home: not where the business is
  s.value(shipHome ? home.street : 'Same as billing address', field(L + 280, 226, 260, 'Street address'), 'ShipStreet', undefined, o);
  s.value(shipHome ? home.city : '', field(L + 280, 256, 120, 'City'), 'ShipCity', undefined, o);
  s.value(shipHome ? home.state : '', field(L + 406, 256, 60, d.country === 'US' ? 'State' : 'Province'), 'ShipState', undefined, o);
  s.value(shipHome ? home.zip : '', field(L + 472, 256, 68, 'ZIP code'), 'ShipZip', undefined, o);

  sec(288, 'Additional info');
  const [tax, taxP] = taxCell(d, rng.chance(0.35));
  s.value(tax, field(L, 306, 130, d.country === 'CA' ? 'Business Number' : d.taxType === 'EIN' ? 'Business ID No. (EIN)' : 'Business ID No. (EIN/SSN)'), 'TaxReg', taxP, o);
  s.value(rng.pick(['Net 30', 'Due on receipt', 'Net 15']), field(L + 140, 306, 80, 'Terms'), 'Terms', undefined, o);
  s.value(rng.pick(['ACH', 'Check', 'Wire']), field(L + 228, 306, 76, 'Payment method'), 'PayMethod', undefined, o);
  s.value(fmtMoney(rng.int(0, 40) * 125, 'dollars'), field(L + 312, 306, 100, 'Opening balance'), 'OpenBal', undefined, o);
  s.value(fmtDate(d.submitted, 'mdy'), field(L + 420, 306, 120, 'as of'), 'AsOf', undefined, o);

  sec(338, 'Custom fields (Funding)');
  const [dba, dbaP] = dbaCell(d, rng);
  const [start, startIso] = dateCell(d.start, pickDateFmt(rng, s.style === 'fillable'));
  s.value(dba, field(L, 356, 170, 'DBA'), 'CF_DBA', dbaP, o);
  s.value(d.entityText, field(L + 178, 356, 110, 'Entity Type'), 'CF_Entity', entityPatch(d.entityText, d), o);
  s.value(d.industryText, field(L + 296, 356, 150, 'Industry'), 'CF_Industry', industryPatch(d.industryText), o);
  s.value(start, field(L + 454, 356, 86, 'Date Established'), 'CF_Established', { business_start_date: startIso }, o);
  s.value(fmtMoney(d.requested, rng.pick(['dollars', 'dollars0', 'plain'] as const)), field(L, 386, 100, 'Amount Requested'), 'CF_ReqAmt', amountPatch(d), o);
  const terms = rng.chance(0.5);
  s.value(terms ? FREQ_LABEL[d.freq]! : '', field(L + 108, 386, 80, 'Pay Frequency'), 'CF_Freq', terms ? { payment_frequency: d.freq } : undefined, o);
  s.value(terms ? fmtMoney(d.payment, 'dollars') : '', field(L + 196, 386, 90, 'Est. Payment'), 'CF_Pmt', terms ? { requested_payment: d.payment } : undefined, o);
  s.value(fmtMoney(d.approved, 'dollars0'), field(L + 294, 386, 90, 'Approved (Funder)'), 'CF_Approved', undefined, o);
  s.value(d.sentTo[0]!, field(L + 392, 386, 148, 'Funder'), 'CF_Funder', undefined, o);

  sec(418, 'Contact persons');
  const cols: [string, number][] = [['Name', 130], ['Role / Title', 82], ['Ownership', 52], ['SSN / SIN', 72], ['Date of birth', 64], ['Phone', 78], ['Credit', 30]];
  let x = L;
  const xs = cols.map(([h, w]) => { s.label(h, x + 2, 436, { size: 7, bold: true, color: '#393a3d' }); const r = x; x += w; return r; });
  doc.rect(L, 433, R - L, 13).lineWidth(0.4).stroke('#d4d7dc');
  const nf = rng.pick(['last-first', 'full'] as const);
  const mask = rng.pick(['x', 'stars']);
  const pf = rng.pick(['pct', 'pct2'] as const);
  const people = d.owners.map((ow, i) => ({ i, ow })) as { i: number; ow: (typeof d.owners)[number] | null; name?: string; role?: string }[];
  people.splice(rng.int(1, people.length), 0, { i: -1, ow: null, name: nf === 'last-first' ? d.accountant.split(' ').reverse().join(', ') : d.accountant, role: 'Bookkeeper' });
  if (rng.chance(0.5)) people.push({ i: -1, ow: null, name: rng.pick(['Rosa Medina', 'Carl Jensen', 'Tia Brooks']), role: rng.pick(['Office Manager', 'AP Contact']) });
  people.forEach((p, r) => {
    const y = 446 + r * 16;
    const cell = (c: number): Box => ({ x: xs[c]!, y, w: cols[c]![1], h: 16 });
    doc.moveTo(L, y + 16).lineTo(R, y + 16).lineWidth(0.3).stroke('#e3e5e8');
    if (!p.ow) {
      s.value(p.name!, cell(0), `Contact${r}_Name`, undefined, o);
      s.value(p.role!, cell(1), `Contact${r}_Role`, undefined, o);
      s.value(`(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, cell(5), `Contact${r}_Phone`, undefined, o);
      return;
    }
    const ow = p.ow, i = p.i;
    const [nm, nmP] = nameCell(ow, nf);
    const [t, tP] = ownerTaxCell(ow, d, mask);
    const [dob, dobIso] = dateCell(ow.dob, pickDateFmt(rng, s.style === 'fillable'));
    s.owner(i, nm, cell(0), `Contact${r}_Name`, { ...nmP, role: ow.role }, o);
    s.owner(i, ow.role, cell(1), `Contact${r}_Role`, null, o);
    s.owner(i, fmtPct(ow.pct, pf), cell(2), `Contact${r}_Own`, { ownership: ow.pct }, o);
    s.owner(i, t, cell(3), `Contact${r}_SSN`, tP, o);
    s.owner(i, dob, cell(4), `Contact${r}_DOB`, { date_of_birth: dobIso }, o);
    s.owner(i, ow.phone, cell(5), `Contact${r}_Phone`, null, o);
    s.owner(i, ow.credit ? String(ow.credit) : '', cell(6), `Contact${r}_Credit`, { credit_score: ow.credit }, o);
  });

  const ty = 446 + people.length * 16 + 18;
  sec(ty, 'Transaction list');
  const tx: [string, string, string, number][] = [
    [fmtDate(d.submitted, 'mdy'), 'Invoice', `ISO fee - ${d.sentTo[0]}`, Math.round(d.approved * d.commission / 100)],
    [fmtDate({ ...d.submitted, d: Math.min(28, d.submitted.d + 3) }, 'mdy'), 'Payment', 'ACH received', -Math.round(d.approved * d.commission / 100)],
    [fmtDate({ ...d.submitted, y: d.submitted.y - 1 }, 'mdy'), 'Invoice', 'Renewal consult', rng.int(2, 9) * 125],
  ];
  ['Date', 'Type', 'Memo', 'Amount'].forEach((h, i) => s.label(h, [L, L + 80, L + 150, R - 80][i]!, ty + 18, { size: 7, bold: true, color: '#393a3d', ...(i === 3 ? { w: 78, align: 'right' as const } : {}) }));
  tx.forEach(([dt, type, memo, amt], i) => {
    const y = ty + 30 + i * 14;
    s.label(dt, L, y, { size: 7.5 }); s.label(type, L + 80, y, { size: 7.5, color: green }); s.label(memo, L + 150, y, { size: 7.5 });
    s.label(fmtMoney(amt, 'dollars'), R - 80, y, { size: 7.5, w: 78, align: 'right' });
  });
  s.label(`https://app.ledgerbook.com/app/customerdetail?nameId=${rng.int(100, 999)}`, L, s.H - 24, { size: 6.5, color: '#777' });
  s.label(`${fmtDate(d.submitted, 'mdy')}, ${rng.int(1, 12)}:${rng.int(10, 59)} PM`, R - 150, s.H - 24, { size: 6.5, w: 150, align: 'right', color: '#777' });
  s.app.country = d.country === 'US' ? 'United States' : 'Canada';
}
