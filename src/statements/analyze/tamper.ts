// Tamper signals per document. A signal is a reason for a human to look, not a verdict.
//
// Codes (also in docs/metrics-choices.md):
//   editing_software        producer/creator is an editing tool (Photoshop, iLovePDF, Sejda, PDFescape, Nitro ...)
//   office_software         producer/creator is a word processor (Word, LibreOffice, Pages, Google Docs): banks
//                           do not generate statements with them
//   modified_after_creation the PDF's ModDate is more than 1 hour after its CreationDate
//   balance_discontinuity   a statement's beginning balance differs from the previous statement's ending balance
//                           of the same account when the periods are adjacent (statement = the later one)
//   unreconciled            beginning + credits - debits != ending
//   printed_totals_mismatch the printed total credits/debits differ from the sum of the rows
//   duplicate_rows          the same date + amount + direction + description, with a 6+ digit reference, twice
//   mixed_amount_fonts      amount lines use a font that only a small minority of amount lines use
import type { ExtractedDocument, ExtractedStatement, TamperSignal } from '../types.ts';
import { addDays, isIsoDate } from '../calendar.ts';
import { fromCents, sumCents, toCents } from '../money.ts';

// docs/metrics-choices.md: a PDF modified more than an hour after its creation; a font family on at most 10% of 5 or
// more amount lines while another carries the rest.
const MODIFIED_AFTER_MS = 60 * 60 * 1000;
const MIXED_FONTS_MIN_LINES = 5;
const MIXED_FONTS_MAX_SHARE = 0.1;

const EDITORS: [RegExp, string][] = [
  [/photoshop/i, 'Adobe Photoshop'], [/illustrator/i, 'Adobe Illustrator'], [/indesign/i, 'Adobe InDesign'],
  [/ilovepdf/i, 'iLovePDF'], [/smallpdf/i, 'Smallpdf'], [/sejda/i, 'Sejda'], [/pdfescape/i, 'PDFescape'],
  [/phantompdf|foxit\s*pdf\s*editor|foxit\s*editor/i, 'Foxit PDF editor'], [/nitro/i, 'Nitro'],
  [/pdf[\s-]*editor|pdfelement|wondershare/i, 'a PDF editor'], [/pdffiller/i, 'pdfFiller'], [/dochub/i, 'DocHub'],
  [/sodapdf|soda\s*pdf/i, 'Soda PDF'], [/pdf\s*xchange/i, 'PDF-XChange'], [/inkscape/i, 'Inkscape'], [/gimp/i, 'GIMP'],
  [/\bcanva\b/i, 'Canva'], [/acrobat\s+(pro|standard)|adobe\s+acrobat\s+\d/i, 'Adobe Acrobat (editing)'],
  [/pdf\s*buddy/i, 'PDF Buddy'], [/pdfcandy/i, 'PDF Candy'], [/pdf24/i, 'PDF24'], [/hipdf/i, 'HiPDF'],
  [/abbyy\s*finereader\s*pdf\s*editor/i, 'ABBYY PDF editor'], [/master\s*pdf\s*editor/i, 'Master PDF Editor'],
];
const OFFICE: [RegExp, string][] = [
  [/microsoft.*word|^word\b|microsoft:\s*print\s*to\s*pdf/i, 'Microsoft Word'], [/libreoffice|openoffice/i, 'LibreOffice'],
  [/\bpages\b/i, 'Apple Pages'], [/google\s*docs/i, 'Google Docs'], [/microsoft.*excel/i, 'Microsoft Excel'],
];

function parseTime(s: string | null): number | null {
  if (!s) return null;
  // Accept ISO strings and raw PDF dates (D:YYYYMMDDHHmmSS+hh'mm').
  const pdf = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(s);
  if (pdf) {
    const [, y, mo = '01', d = '01', h = '00', mi = '00', se = '00', sign, oh = '00', om = '00'] = pdf;
    const tz = !sign || sign.toUpperCase() === 'Z' ? 'Z' : `${sign}${oh}:${om}`;
    const t = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${se}${tz}`);
    return Number.isNaN(t) ? null : t;
  }
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
}

/** Signals read from the document's metadata. */
export function metadataSignals(doc: ExtractedDocument): TamperSignal[] {
  const out: TamperSignal[] = [];
  for (const [field, value] of [['producer', doc.producer], ['creator', doc.creator]] as const) {
    if (!value) continue;
    const ed = EDITORS.find(([re]) => re.test(value));
    if (ed) out.push({ code: 'editing_software', message: `PDF ${field} "${value}" is an editing tool (${ed[1]})` });
    const of = OFFICE.find(([re]) => re.test(value));
    if (of) out.push({ code: 'office_software', message: `PDF ${field} "${value}" is a word processor (${of[1]}), not a bank statement system` });
  }
  const created = parseTime(doc.creation_date);
  const modified = parseTime(doc.mod_date);
  if (created !== null && modified !== null && modified - created > MODIFIED_AFTER_MS) {
    out.push({ code: 'modified_after_creation', message: `PDF modified ${doc.mod_date} after its creation ${doc.creation_date}` });
  }
  return out;
}

/** Signals read from one statement's rows and fonts. */
export function statementSignals(s: ExtractedStatement, statement: number): TamperSignal[] {
  const out: TamperSignal[] = [];
  const credits = sumCents(s.transactions.filter((t) => t.direction === 'credit').map((t) => t.amount));
  const debits = sumCents(s.transactions.filter((t) => t.direction === 'debit').map((t) => t.amount));
  if (s.printed_total_credits !== null && toCents(s.printed_total_credits) !== credits) {
    out.push({ code: 'printed_totals_mismatch', statement,
      message: `printed total credits ${s.printed_total_credits.toFixed(2)} but rows add up to ${fromCents(credits).toFixed(2)}` });
  }
  if (s.printed_total_debits !== null && toCents(s.printed_total_debits) !== debits) {
    out.push({ code: 'printed_totals_mismatch', statement,
      message: `printed total debits ${s.printed_total_debits.toFixed(2)} but rows add up to ${fromCents(debits).toFixed(2)}` });
  }
  // Duplicated rows: a row carrying a long reference number (trace, confirmation) should be unique. Identical rows
  // without one are normal (three $35 overdraft item fees on one day; descriptions cut by redaction), so not flagged.
  const counts = new Map<string, number>();
  for (const t of s.transactions) {
    const k = `${t.date}|${toCents(t.amount)}|${t.direction}|${t.description.replace(/\s+/g, ' ').trim().toUpperCase()}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  for (const [k, n] of counts) {
    const desc = k.split('|')[3] ?? '';
    if (n >= 2 && /\d{6,}/.test(desc)) {
      out.push({ code: 'duplicate_rows', statement, message: `row repeated ${n} times: ${k.replace(/\|/g, ' ')}` });
    }
  }
  // Fonts: strip subset prefixes (ABCDEF+) and style suffixes; a family used on at most 10% of amount lines
  // (and on fewer lines than any other) while another family carries the rest is suspicious.
  const fam = new Map<string, number>();
  for (const [font, n] of Object.entries(s.amount_fonts ?? {})) {
    const f = font.replace(/^[A-Z]{6}\+/, '').replace(/[-,](Bold|Italic|Oblique|Regular|Roman|BoldItalic|BoldOblique|MT|PSMT)+$/i, '').replace(/(PSMT|MT)$/, '');
    fam.set(f, (fam.get(f) ?? 0) + n);
  }
  const total = [...fam.values()].reduce((a, b) => a + b, 0);
  if (fam.size >= 2 && total >= MIXED_FONTS_MIN_LINES) {
    for (const [f, n] of fam) {
      if (n > 0 && n <= total * MIXED_FONTS_MAX_SHARE) {
        out.push({ code: 'mixed_amount_fonts', statement, message: `${n} of ${total} amount lines use font ${f}, the others another font` });
      }
    }
  }
  return out;
}

/** Balance discontinuity between consecutive statements of one account (adjacent periods only). */
export function continuitySignal(prev: ExtractedStatement, prevEnd: string | null, cur: ExtractedStatement,
  curStart: string | null, statement: number): TamperSignal | null {
  if (prev.ending_balance === null || cur.beginning_balance === null) return null;
  if (!isIsoDate(prevEnd) || !isIsoDate(curStart)) return null;
  // Only when the later statement starts right after the earlier one (a gap may hide legitimate activity).
  if (addDays(prevEnd, 1) !== curStart) return null;
  if (toCents(prev.ending_balance) === toCents(cur.beginning_balance)) return null;
  return {
    code: 'balance_discontinuity', statement,
    message: `beginning balance ${cur.beginning_balance.toFixed(2)} differs from the previous statement's ending balance ${prev.ending_balance.toFixed(2)}`,
  };
}
