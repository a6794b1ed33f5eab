// Pieces the four layouts share: labelled cells, checkbox rows, the Yes/No questionnaire and the debt schedule. Each
// layout passes its own look (fonts, colours, sizes), so the pieces draw differently per broker.
import type { Rng } from '../../statements/generator/prng.ts';
import type { FieldValues, Sheet } from './canvas.ts';
import { fmtDate, fmtMoney, type DateForm, type MoneyForm } from './format.ts';
import type { Merchant } from './merchant.ts';

export interface Look { font: string; bold: string; labelSize: number; labelColor: string; rule: string }
export interface Val { key: string; text: string; fields: FieldValues | null }

export const decoy = (key: string, text: string): Val => ({ key, text, fields: null });
export const val = (key: string, text: string, fields: FieldValues): Val => ({ key, text, fields });

/** A bordered cell with its label in the top-left corner and the value under it (bank-form style). */
export function cell(s: Sheet, look: Look, label: string, x: number, y: number, w: number, h: number, v?: Val | null): void {
  s.rect(x, y, w, h, 0.5, look.rule);
  s.text(label, x + 2.5, y + 2, { size: look.labelSize, color: look.labelColor, font: look.font });
  if (v) s.value(v.key, v.text, x + 1, y + look.labelSize + 2.5, w - 2, h - look.labelSize - 3, v.fields);
}

/** "Label: ______" with the value on the rule (typewriter-era forms). Returns the rule's end. */
export function lineField(s: Sheet, look: Look, label: string, x: number, y: number, w: number, v?: Val | null, labelW?: number): number {
  const lw = labelW ?? s.doc.font(look.bold).fontSize(look.labelSize).widthOfString(label) + 4;
  s.text(label, x, y + 6, { size: look.labelSize, font: look.bold, color: look.labelColor });
  s.line(x + lw, y + 15, x + w, y + 15, 0.5, look.rule);
  if (v) s.value(v.key, v.text, x + lw, y + 1, w - lw, 14, v.fields);
  return x + w;
}

/** A row of checkboxes, one (or none) checked. Returns the x after the last label. */
export function checkRow(s: Sheet, key: string, labels: string[], x: number, y: number, checked: string | null, fields: FieldValues | null,
  o: { gap?: number; size?: number; labelSize?: number; onStates?: Record<string, string> } = {}): number {
  let cx = x;
  for (const l of labels) {
    const end = s.check(key, l, cx, y, l === checked, l === checked ? fields : null, { size: o.size, labelSize: o.labelSize, onState: o.onStates?.[l] });
    cx = end + (o.gap ?? 10);
  }
  return cx;
}

export interface Question { key: string; text: string; yes: boolean }

/** The usual Yes/No questions, answered from the merchant (the existing-advances answer agrees with its debt schedule). */
export function questions(rng: Rng, m: Merchant): Question[] {
  const mca = m.debts.some((d) => d.kind === 'MCA');
  const ca = m.country === 'CA';
  const all: Question[] = [
    { key: 'q_bankruptcy', text: ca ? 'Has the business or any owner ever filed for bankruptcy or a consumer proposal?'
      : 'Has the business or any owner ever filed for bankruptcy?', yes: rng.chance(0.08) },
    { key: 'q_liens', text: ca ? 'Are there any CRA arrears (GST/HST, payroll remittances) or registered liens (PPSA)?'
      : 'Are there any open tax liens, judgments or UCC filings against the business?', yes: rng.chance(0.15) },
    { key: 'q_advances', text: 'Does the business currently have any merchant cash advances outstanding?', yes: mca },
    { key: 'q_loans', text: 'Does the business have any other loans or lines of credit?', yes: m.debts.some((d) => d.kind !== 'MCA') },
    { key: 'q_default', text: 'Is the business in default on any lease, loan or advance?', yes: rng.chance(0.05) },
    { key: 'q_litigation', text: 'Is the business or any owner a party to pending litigation?', yes: rng.chance(0.07) },
    { key: 'q_ownership', text: 'Has the ownership of the business changed in the last 12 months?', yes: rng.chance(0.1) },
    { key: 'q_landlord', text: 'Is the business current on its rent or mortgage?', yes: rng.chance(0.95) },
  ];
  return all;
}

/** Numbered questions with Yes / No boxes on the right; every answer is a decoy. Returns the y below. */
export function questionList(s: Sheet, look: Look, qs: Question[], x: number, y: number, w: number, rowH = 16): number {
  qs.forEach((q, i) => {
    const ry = y + i * rowH;
    if (i % 2 === 1) s.fill(x, ry, w, rowH, '#F2F2F2');
    s.text(`${i + 1}. ${q.text}`, x + 4, ry + (rowH - look.labelSize) / 2, { size: look.labelSize + 0.5, font: look.font, width: w - 110 });
    checkRow(s, q.key, ['Yes', 'No'], x + w - 86, ry + (rowH - 8) / 2, q.yes ? 'Yes' : 'No', null, { gap: 14 });
  });
  return y + qs.length * rowH;
}

export interface DebtColumn { title: string; w: number; get: (d: Merchant['debts'][number]) => string }

export function debtColumns(money: MoneyForm, dates: DateForm): DebtColumn[] {
  return [
    { title: 'Lender / Funder', w: 130, get: (d) => d.lender },
    { title: 'Type', w: 62, get: (d) => d.kind },
    { title: 'Original Amount', w: 78, get: (d) => fmtMoney(d.original, money) },
    { title: 'Current Balance', w: 78, get: (d) => fmtMoney(d.balance, money) },
    { title: 'Payment', w: 66, get: (d) => fmtMoney(d.payment, money === 'bare' ? 'bare' : 'cents') },
    { title: 'Frequency', w: 58, get: (d) => d.freq },
    { title: 'Maturity', w: 68, get: (d) => fmtDate(d.maturity, dates) },
  ];
}

/** The debt schedule: existing loans and advances, every cell a decoy (funders are not applicants, their payments
 *  and frequencies are not the requested ones). `rows` empty rows are printed when the merchant has fewer debts. */
export function debtTable(s: Sheet, look: Look, m: Merchant, cols: DebtColumn[], x: number, y: number, rows: number, rowH = 17): number {
  const total = cols.reduce((a, c) => a + c.w, 0);
  s.fill(x, y, total, rowH, '#DDDDDD');
  let cx = x;
  for (const c of cols) {
    s.rect(cx, y, c.w, rowH, 0.5, look.rule);
    s.text(c.title, cx + 3, y + (rowH - look.labelSize) / 2, { size: look.labelSize, font: look.bold });
    cx += c.w;
  }
  for (let r = 0; r < rows; r++) {
    const ry = y + rowH * (r + 1);
    const d = m.debts[r];
    cx = x;
    for (const [k, c] of cols.entries()) {
      s.rect(cx, ry, c.w, rowH, 0.5, look.rule);
      if (d) s.value(`debt${r + 1}_${k}`, c.get(d), cx, ry + 1, c.w, rowH - 2, null);
      cx += c.w;
    }
  }
  return y + rowH * (rows + 1);
}

/** Paragraph text (authorization, consent) in the layout's font. Returns the y below. */
export function paragraph(s: Sheet, look: Look, text: string, x: number, y: number, w: number, size = 6.8): number {
  s.doc.font(look.font).fontSize(size);
  const h = s.doc.heightOfString(text, { width: w, lineGap: 0.6 });
  s.text(text, x, y, { size, font: look.font, width: w, lineGap: 0.6 });
  return y + h;
}

export const AUTHORIZATION = 'By signing below, each of the above-listed business and its owners (individually, an "Applicant") certifies that ' +
  'all information and documents submitted in connection with this application are true, accurate and complete. Applicant ' +
  'authorizes the broker and each funder or lender to which this application is submitted, and their assigns, to obtain ' +
  'consumer and business credit reports, bank references, tax transcripts and any other information bearing on Applicant\'s ' +
  'creditworthiness, now and at any time while any obligation is outstanding. Applicant understands that a merchant cash ' +
  'advance is a purchase of future receivables and not a loan, and that the terms of any offer are set out only in the ' +
  'agreement that Applicant may sign.';
