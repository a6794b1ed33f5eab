// Northway Merchant Funding (Canada): each section is a ruled box whose only heading is a dark strip down its left
// side with the title turned on its end (BUSINESS, OWNER 1, LANDLORD, BANK ...). Inside, the labels sit on the line
// before the value (`Name ________`), the same short labels in every box. Operating name (O/A), BN with program
// account, province, postal code, SIN, amounts in CAD, PIPEDA consent. Two pages, up to three owners.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH_CA, box, hline, para, signature, txt, vlabel } from './furniture.ts';
import { ENTITY_OPTIONS, type Merchant, type Traits, type Val } from './model.ts';
import type { Owner } from './owners.ts';
import type { Pen } from './pen.ts';

const GREEN = '#1d4d3a';
const ROW = 20;
const X0 = 60, W = 510;

export const traits = (): Traits => ({ country: 'CA', maxOwners: 3, einLabelled: false });

/** `Label ______value______` on one line: the label in the form's type, the value on the rule after it. */
function inline(pen: Pen, label: string, v: Val | null, x: number, y: number, w: number, field = label): void {
  const doc = pen.doc;
  txt(doc, label, x, y + ROW - 10, 8, 'Times-Roman');
  doc.font('Times-Roman').fontSize(8);
  const lw = doc.widthOfString(label) + 4;
  hline(doc, x + lw, x + w - 6, y + ROW - 2, 0.4, '#444');
  pen.put(v, x + lw, y + 2, w - lw - 6, ROW - 3, field);
}

/** A boxed section with its vertical title strip; rows drawn by fill(y) from the top. */
function section(pen: Pen, title: string, y: number, rows: number, fill: (y: number) => void): number {
  const h = rows * ROW + 8;
  box(pen.doc, 36, y, 540, h, 0.8, GREEN);
  vlabel(pen.doc, title, 36, y, 18, h, GREEN);
  fill(y + 3);
  return y + h + 7;
}

function owner(pen: Pen, o: Owner | undefined, n: number, y: number, word: string): number {
  return section(pen, `${word} ${n}`, y, 4, (t) => {
    inline(pen, 'Name', o?.name ?? null, X0, t, 240, `Owner Name ${n}`);
    inline(pen, 'Title', o?.title ?? null, X0 + 240, t, 150, `Title ${n}`);
    inline(pen, '%', o?.pct ?? null, X0 + 390, t, 120, `Percent ${n}`);
    inline(pen, 'Address', o?.home.line ?? null, X0, t + ROW, W, `Home Address ${n}`);
    inline(pen, 'Phone', o?.phone ?? null, X0, t + 2 * ROW, 150, `Phone ${n}`);
    inline(pen, 'SIN', o?.taxId ?? null, X0 + 150, t + 2 * ROW, 170, `SIN ${n}`);
    inline(pen, 'Date of Birth', o?.dob ?? null, X0 + 320, t + 2 * ROW, 190, `DOB ${n}`);
    inline(pen, 'Credit Score (est.)', o?.credit ?? null, X0, t + 3 * ROW, 190, `Credit ${n}`);
    inline(pen, 'Email', o?.email ?? null, X0 + 190, t + 3 * ROW, 320, `Email ${n}`);
  });
}

export function draw(pen: Pen, m: Merchant, rng: Rng): void {
  const doc = pen.doc;
  // Small choices of the form's revision, per seed: what owners are called, bank before or after the references.
  const word = rng.pick(['OWNER', 'PRINCIPAL']);
  const bankFirst = rng.chance(0.4);
  txt(doc, 'NORTHWAY', 36, 28, 22, 'Times-Bold', GREEN);
  txt(doc, 'MERCHANT FUNDING', 38, 52, 8, 'Times-Roman', GREEN, { characterSpacing: 2 });
  txt(doc, 'Business Financing Application', 340, 30, 13, 'Times-Bold');
  txt(doc, "Demande de financement d'entreprise", 340, 46, 9, 'Times-Italic', '#444');
  hline(doc, 36, 576, 68, 1.5, GREEN);

  let y = 76;
  y = section(pen, 'BUSINESS', y, 6, (t) => {
    inline(pen, 'Name', m.legal, X0, t, 290, 'Legal Name');
    inline(pen, 'Operating Name (O/A)', m.dba, X0 + 290, t, 220, 'Operating Name');
    inline(pen, 'Address', m.address.street, X0, t + ROW, 210, 'Address');
    inline(pen, 'City', m.address.city, X0 + 210, t + ROW, 120);
    inline(pen, 'Province', m.address.state, X0 + 330, t + ROW, 80);
    inline(pen, 'Postal Code', m.address.zip, X0 + 410, t + ROW, 100);
    inline(pen, 'Phone', m.phone, X0, t + 2 * ROW, 150);
    inline(pen, 'Tax ID (BN)', m.taxId, X0 + 150, t + 2 * ROW, 190, 'Business Number');
    if (m.start) inline(pen, 'Date of Incorporation', m.start, X0 + 340, t + 2 * ROW, 170, 'Date');
    else inline(pen, 'Years in Business', m.years, X0 + 340, t + 2 * ROW, 170, 'Years');
    // Legal structure as a checkbox row; "Other" carries the written-in structure on its line.
    txt(doc, 'Structure', X0, t + 3 * ROW + 9, 8, 'Times-Roman');
    let cx = X0 + 44;
    for (const opt of ENTITY_OPTIONS.CA) {
      const on = opt === m.entityOption;
      pen.mark(on ? m.entityOptionVal : null, opt, on, cx, t + 3 * ROW + 8, 8, `Structure ${opt}`);
      txt(doc, opt === 'Other' ? 'Other:' : opt, cx + 11, t + 3 * ROW + 9, 8, 'Times-Roman');
      doc.font('Times-Roman').fontSize(8);
      cx += 11 + doc.widthOfString(opt) + 16;
    }
    hline(doc, cx - 8, X0 + W - 6, t + 4 * ROW - 2, 0.4, '#444');
    pen.put(m.entityOther, cx - 8, t + 3 * ROW + 2, X0 + W - cx + 2, ROW - 3, 'Structure Other');
    inline(pen, 'Nature of Business', m.industry, X0, t + 4 * ROW, 210, 'Industry');
    inline(pen, 'Email', m.email, X0 + 210, t + 4 * ROW, 160);
    inline(pen, 'Website', m.website, X0 + 370, t + 4 * ROW, 140);
    inline(pen, 'Jurisdiction of Incorporation', m.incState, X0, t + 5 * ROW, 210, 'Jurisdiction');
    inline(pen, 'Avg. Monthly Sales', m.sales, X0 + 210, t + 5 * ROW, 170, 'Sales');
  });

  y = section(pen, 'REQUEST', y, 2, (t) => {
    inline(pen, 'Amount (CAD)', m.amount, X0, t, 170, 'Amount');
    inline(pen, 'Use of Funds', m.use, X0 + 170, t, 180, 'Use of Funds');
    inline(pen, 'Frequency', m.frequency?.val ?? null, X0 + 350, t, 160);
    inline(pen, 'Payment', m.payment, X0, t + ROW, 170);
    inline(pen, 'No. of Payments', m.count, X0 + 170, t + ROW, 180, 'Term');
  });

  y = owner(pen, m.owners[0], 1, y, word);
  y = owner(pen, m.owners[1], 2, y, word);
  section(pen, 'LANDLORD', y, 3, (t) => {
    inline(pen, 'Name', m.landlord.name, X0, t, 260, 'Landlord Name');
    inline(pen, 'Phone', m.landlord.phone, X0 + 260, t, 250, 'Landlord Phone');
    inline(pen, 'Address', m.landlord.address, X0, t + ROW, W, 'Landlord Address');
    inline(pen, 'Monthly Rent / Mortgage', m.landlord.amount, X0, t + 2 * ROW, 220, 'Rent');
    const premises = { key: 'business.premises', text: m.own ? 'Own' : 'Lease', fields: {} };
    ['Own', 'Lease'].forEach((opt, i) => {
      pen.mark(opt === premises.text ? premises : null, opt, opt === premises.text, X0 + 240 + i * 60, t + 2 * ROW + 8, 8, `Premises ${opt}`);
      txt(doc, opt, X0 + 251 + i * 60, t + 2 * ROW + 9, 8, 'Times-Roman');
    });
  });
  txt(doc, 'NMF-CA-APP 2024.2', 36, 762, 6.5, 'Times-Roman', '#666');
  txt(doc, '1 / 2', 556, 762, 6.5, 'Times-Roman', '#666');

  pen.newPage();
  txt(doc, 'NORTHWAY MERCHANT FUNDING - Business Financing Application (continued)', 36, 30, 9, 'Times-Bold', GREEN);
  y = 48;
  y = owner(pen, m.owners[2], 3, y, word);
  const refs = (y0: number) => section(pen, 'REFERENCES', y0, 2, (t) => {
    m.references.forEach((r, i) => {
      inline(pen, 'Name', r.name, X0, t + i * ROW, 220, 'Reference Name');
      inline(pen, 'Contact', r.contact, X0 + 220, t + i * ROW, 140, 'Reference Contact');
      inline(pen, 'Phone', r.phone, X0 + 360, t + i * ROW, 150, 'Reference Phone');
    });
  });
  const bank = (y0: number) => section(pen, 'BANK', y0, 2, (t) => {
    inline(pen, 'Name', m.bank.name, X0, t, 250, 'Bank Name');
    inline(pen, 'Phone', m.bank.phone, X0 + 250, t, 120, 'Bank Phone');
    inline(pen, 'Contact', m.bank.contact, X0 + 370, t, 140, 'Bank Contact');
    inline(pen, 'Transit / Institution', m.bank.routing, X0, t + ROW, 250, 'Transit');
    inline(pen, 'Account', m.bank.account, X0 + 250, t + ROW, 260);
  });
  y = bankFirst ? refs(bank(y)) : bank(refs(y));
  y = section(pen, 'LENDERS', y, 3, (t) => {
    for (let i = 0; i < 3; i++) {
      const l = m.lenders[i];
      inline(pen, 'Name', l?.name ?? null, X0, t + i * ROW, 200, 'Lender Name');
      inline(pen, 'Balance', l?.balance ?? null, X0 + 200, t + i * ROW, 150, 'Lender Balance');
      inline(pen, 'Payment', l?.payment ?? null, X0 + 350, t + i * ROW, 160, 'Lender Payment');
    }
  });
  y = section(pen, 'BROKER', y, 2, (t) => {
    inline(pen, 'Name', m.iso.name, X0, t, 260, 'Broker Name');
    inline(pen, 'Phone', m.iso.phone, X0 + 260, t, 250, 'Broker Phone');
    inline(pen, 'Email', m.iso.email, X0, t + ROW, 260, 'Broker Email');
  });

  txt(doc, 'CONSENT (PIPEDA)', 36, y + 4, 9, 'Times-Bold', GREEN);
  y = para(doc, AUTH_CA, 36, y + 17, 540, 8, 'Times-Roman') + 12;
  const order = rng.chance(0.5) ? 'sign-first' : 'name-first';
  for (let i = 0; i < Math.max(2, m.owners.length); i++) {
    const o = m.owners[i], t = y + i * 36;
    const sx = order === 'sign-first' ? 36 : 196, nx = order === 'sign-first' ? 216 : 36;
    signature(pen, sx, t + 20, 150, !!o);
    txt(doc, 'Signature', sx, t + 23, 6.5, 'Times-Italic', '#444');
    inline(pen, 'Name', o?.sigName ?? null, nx, t + 2, 150, 'Print Name');
    inline(pen, 'Title', o?.sigTitle ?? null, 376, t + 2, 100, 'Signer Title');
    inline(pen, 'Date', m.signDate[i] ?? null, 476, t + 2, 100, 'Signed Date');
  }
  txt(doc, '2 / 2', 556, 762, 6.5, 'Times-Roman', '#666');
}
