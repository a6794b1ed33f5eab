// The other papers of a broker's upload, each a small PDF with its kind: a voided check, a driver's licence-like ID
// card, the first page of a corporate (1120-like) or partnership (1065-like) return, and an invoice sent by mistake.
// They print names, tax IDs and numbers a form reader must not mistake for an application.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { HAND_FONTS } from './canvas.ts';
import { makeMerchant, money } from './model.ts';
import type { DocKind } from './truth.ts';

export const DOCUMENT_NAMES: readonly string[] = ['voided_check', 'drivers_licence', 'tax_form_1120', 'tax_form_1065', 'invoice'];

interface Drawn { pdf: Uint8Array; kind: DocKind; facts: Record<string, string | number>; pages: number }

async function render(size: [number, number], date: Date, title: string, draw: (d: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  const d = new PDFDocument({ size, margin: 0, info: { Title: title, Producer: 'PDFKit', Creator: 'Scanner App', CreationDate: date, ModDate: date } });
  const chunks: Buffer[] = [];
  d.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((r) => d.on('end', () => r()));
  d.registerFont('hand', HAND_FONTS[0]!);
  draw(d);
  d.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export async function drawDocument(name: string, rng: Rng, date: Date): Promise<Drawn> {
  const m = makeMerchant(rng.fork('merchant'), name === 'drivers_licence' && rng.chance(0.3) ? 'CA' : 'US', { maxOwners: 2 });
  const biz = m.tradeName ?? m.legalName;
  const a = m.address;
  if (name === 'voided_check') {
    const no = rng.int(1001, 9999);
    const pdf = await render([612, 264], date, 'check', (d) => {
      d.rect(18, 18, 576, 228).lineWidth(1).stroke('#335');
      d.font('Helvetica-Bold').fontSize(11).text(m.legalName, 36, 34, { lineBreak: false });
      d.font('Helvetica').fontSize(8).text(a.street, 36, 49).text(`${a.city}, ${a.state} ${a.zip}`, 36, 59);
      d.font('Helvetica-Bold').fontSize(11).text(String(no), 530, 34, { lineBreak: false });
      d.font('Helvetica').fontSize(8).text('DATE ____________', 440, 70, { lineBreak: false });
      d.text('PAY TO THE ORDER OF', 36, 100, { lineBreak: false });
      d.moveTo(130, 110).lineTo(450, 110).stroke('#555');
      d.rect(460, 96, 110, 18).stroke('#555').text('$', 464, 101, { lineBreak: false });
      d.moveTo(36, 140).lineTo(500, 140).stroke('#555').text('DOLLARS', 505, 133, { lineBreak: false });
      d.font('Helvetica-Bold').fontSize(9).text(m.bank.name, 36, 160, { lineBreak: false });
      d.font('Helvetica').fontSize(8).text('MEMO ____________________', 36, 190, { lineBreak: false });
      d.moveTo(360, 200).lineTo(570, 200).stroke('#555');
      d.font('Courier').fontSize(12).text(`C${m.bank.routing}C  ${m.bank.account}A  ${no}`, 120, 222, { lineBreak: false });
      d.save().rotate(-12, { origin: [306, 132] }).font('hand').fontSize(72).fillColor('#b00').text('VOID', 210, 90, { lineBreak: false }).restore();
    });
    return { pdf, kind: 'voided_check', pages: 1, facts: { holder: m.legalName, routing: m.bank.routing, account: m.bank.account, check_number: no, country: m.country } };
  }
  if (name === 'drivers_licence') {
    const o = m.owners[0]!;
    const id = m.country === 'CA' ? `${o.lastPlain[0]}${rng.digits(4)}-${rng.digits(5)}-${rng.digits(5)}` : `${o.lastPlain[0]}${rng.digits(7)}`;
    const exp = `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/${rng.int(2027, 2032)}`;
    const pdf = await render([243, 153], date, 'id', (d) => {
      d.roundedRect(4, 4, 235, 145, 8).fill('#dfe9f3').fillColor('black');
      d.font('Helvetica-Bold').fontSize(9).text(`${o.home.state}  ${m.country === 'CA' ? "DRIVER'S LICENCE" : 'DRIVER LICENSE'}`, 12, 10, { lineBreak: false });
      d.rect(12, 30, 60, 75).fill('#9aa').fillColor('black');
      d.font('Helvetica').fontSize(6).text('DL', 80, 30).font('Helvetica-Bold').fontSize(8).text(id, 92, 29, { lineBreak: false });
      d.font('Helvetica').fontSize(6).text('LN', 80, 44).font('Helvetica-Bold').fontSize(8).text(o.last.toUpperCase(), 92, 43, { lineBreak: false });
      d.font('Helvetica').fontSize(6).text('FN', 80, 56).font('Helvetica-Bold').fontSize(8).text(o.first.toUpperCase(), 92, 55, { lineBreak: false });
      d.font('Helvetica').fontSize(6).text(`${o.home.street}`, 80, 68, { lineBreak: false }).text(`${o.home.city}, ${o.home.state} ${o.home.zip}`, 80, 76, { lineBreak: false });
      d.text('DOB', 80, 90).font('Helvetica-Bold').fontSize(8).text(o.dobText, 98, 89, { lineBreak: false });
      d.font('Helvetica').fontSize(6).text('EXP', 80, 102).font('Helvetica-Bold').fontSize(8).text(exp, 98, 101, { lineBreak: false });
      d.font('Helvetica').fontSize(6).text(`CLASS D   SEX ${rng.pick(['F', 'M'])}   HGT 5-${rng.int(2, 11)}`, 12, 115, { lineBreak: false });
      d.font('hand').fontSize(12).text(`${o.first} ${o.lastPlain}`, 12, 125, { lineBreak: false });
    });
    return { pdf, kind: 'identity_document', pages: 1, facts: { first_name: o.first, last_name: o.last, date_of_birth: o.dob, licence_number: id, country: m.country } };
  }
  if (name === 'tax_form_1120' || name === 'tax_form_1065') return taxForm(name, m, rng, date);
  const inv = `INV-${rng.int(10000, 99999)}`;
  const lines = Array.from({ length: rng.int(2, 5) }, () => ({ what: rng.pick(['Consulting hours', 'Shelving units', 'Freight', 'Repair parts', 'Installation labour', 'Monthly service']), q: rng.int(1, 12), p: rng.int(20, 900) }));
  const total = lines.reduce((s, l) => s + l.q * l.p, 0);
  const pdf = await render([612, 792], date, inv, (d) => {
    d.font('Helvetica-Bold').fontSize(20).text('INVOICE', 36, 40, { lineBreak: false });
    d.font('Helvetica-Bold').fontSize(11).text(biz, 36, 80, { lineBreak: false });
    d.font('Helvetica').fontSize(9).text(`${a.street}, ${a.city}, ${a.state} ${a.zip}`, 36, 95).text(m.phone, 36, 107);
    d.text(`Invoice #: ${inv}`, 400, 80).text(`Date: ${date.toISOString().slice(0, 10)}`, 400, 92).text('Terms: Net 30', 400, 104);
    d.font('Helvetica-Bold').text('Bill To:', 36, 140).font('Helvetica').text(m.refs[0]!.name, 36, 152).text(m.refs[0]!.contact, 36, 164);
    let y = 200;
    d.font('Helvetica-Bold').text('Description', 36, y).text('Qty', 330, y).text('Unit price', 390, y).text('Amount', 500, y);
    for (const l of lines) {
      y += 16;
      d.font('Helvetica').text(l.what, 36, y).text(String(l.q), 330, y).text(`$${money(l.p, true)}`, 390, y).text(`$${money(l.q * l.p, true)}`, 500, y);
    }
    d.font('Helvetica-Bold').text('TOTAL DUE', 390, y + 30).text(`$${money(total, true)}`, 500, y + 30);
  });
  return { pdf, kind: 'other', pages: 1, facts: { issuer: biz, customer: m.refs[0]!.name, invoice_number: inv, total, country: m.country } };
}

async function taxForm(name: string, m: ReturnType<typeof makeMerchant>, rng: Rng, date: Date): Promise<Drawn> {
  const corp = name === 'tax_form_1120';
  const year = rng.pick([2023, 2024, 2025]);
  const ein = `${m.taxId.slice(0, 2)}-${m.taxId.slice(2, 9)}`;
  const gross = rng.int(250, 4800) * 1000;
  const pdf = await render([612, 792], date, `${corp ? 'Form 1120' : 'Form 1065'} ${year}`, (d) => {
    d.rect(36, 36, 540, 50).stroke('#000');
    d.font('Helvetica-Bold').fontSize(16).text(corp ? 'Form 1120' : 'Form 1065', 44, 44, { lineBreak: false });
    d.font('Helvetica').fontSize(7).text('Department of the Treasury - Internal Revenue Service', 44, 64, { lineBreak: false });
    d.font('Helvetica-Bold').fontSize(11).text(corp ? 'U.S. Corporation Income Tax Return' : 'U.S. Return of Partnership Income', 200, 46, { lineBreak: false });
    d.font('Helvetica').fontSize(8).text(`For calendar year ${year} or tax year beginning ________, ${year}, ending ________`, 200, 64, { lineBreak: false });
    d.font('Helvetica-Bold').fontSize(18).text(String(year), 520, 48, { lineBreak: false });
    d.rect(36, 92, 380, 60).stroke('#000').rect(416, 92, 160, 60).stroke('#000');
    d.font('Helvetica').fontSize(6).text('Name', 40, 95).text('Number, street, and room or suite no.', 40, 113).text('City or town, state or province, country, and ZIP', 40, 131);
    d.font('Courier').fontSize(10).text(m.legalName.toUpperCase(), 60, 101, { lineBreak: false }).text(m.address.street.toUpperCase(), 60, 119, { lineBreak: false })
      .text(`${m.address.city.toUpperCase()}, ${m.address.state} ${m.address.zip}`, 60, 137, { lineBreak: false });
    d.font('Helvetica').fontSize(6).text('D  Employer identification number', 420, 95);
    d.font('Courier').fontSize(10).text(ein, 430, 106, { lineBreak: false });
    d.font('Helvetica').fontSize(6).text('E  Date incorporated', 420, 124);
    d.font('Courier').fontSize(10).text(m.startText, 430, 134, { lineBreak: false });
    const rowsList = corp ? ['1a Gross receipts or sales', '2 Cost of goods sold', '3 Gross profit', '11 Total income', '12 Compensation of officers', '27 Total deductions', '28 Taxable income']
      : ['1a Gross receipts or sales', '2 Cost of goods sold', '3 Gross profit', '8 Total income (loss)', '9 Salaries and wages', '21 Total deductions', '23 Ordinary business income (loss)'];
    let y = 170;
    let v = gross;
    for (const r of rowsList) {
      d.font('Helvetica').fontSize(8).text(r, 44, y).moveTo(44, y + 11).lineTo(576, y + 11).lineWidth(0.3).stroke('#888');
      d.font('Courier').fontSize(9).text(money(v), 480, y, { width: 90, align: 'right' });
      v = Math.round(v * rng.float(0.3, 0.9));
      y += 18;
    }
  });
  return { pdf, kind: 'tax_form', pages: 1, facts: { form: corp ? '1120' : '1065', name: m.legalName, ein: m.taxId, tax_year: year, gross_receipts: gross, country: 'US' } };
}
