// The issuing bank's name, found by shape rather than by bank: "X Bank", "Bank of X", a credit union, a building
// society, a bank word of another language in the letterhead, a fintech's "X Inc.", a domain.
import { flat, type Line } from '../layout/layout.ts';
import type { LineAmounts } from './amounts.ts';
import { columnWord, LABEL_WORDS } from './tokens.ts';
import type { FieldSettings } from './balances.ts';

// Words that open a bank's name in other languages, and the small words joining a name's parts (data, per language).
// (Letterheads print them in capitals too: "BANK BORNEO NIAGA".)
const WORLD_BANK_WORDS = /Bank|Banco|Banque|Banca|Caixa|Caja|Caisse|Cassa|Cr[ée]dit|Cr[ée]dito|Sparkasse|BANK|BANCO|BANQUE|BANCA|CAIXA|CAJA|CAISSE|CASSA|CR[ÉE]DIT|CR[ÉE]DITO/;
const NAME_JOINERS = /de|do|da|dos|das|du|des|del|la|le|di|della|dei|y|e|et|w|S\.A\.|SA|S\.p\.A\.|AG|eG|NV|N\.V\./;
// A word of a name: capitalised, or elided after d'/l' ("Val d'Arno").
const NAME_WORD = "(?:[dl]['’])?\\p{Lu}[\\p{L}'’.-]*";
// One word in lower case may follow the bank word, as a kind of bank ("Caisse populaire du Vieux-Port", "Banca popolare di ...").
const BANK_KIND = '(?:\\s+\\p{Ll}{4,})?';
const GENERIC_BANK = /^(the|your|our|this|a|any|program|member|other|my|no|each|bank)$/i;
const BANK_RE = /((?:[A-Z][\w&'.-]*|of|and|&)(?:\s+(?:[A-Z][\w&'.-]*|of|and|&)){0,4}\s+(?:Bank|BANK|Credit Union|CREDIT UNION|Building Society|BUILDING SOCIETY|Bancorp|Trust(?:\s+Company)?|Savings\s+Bank|Caisse\s+Populaire)(?:\s+(?:&|and)\s+Trust(?:\s+Company)?|\s+of\s+[A-Z][a-z]+)?(?:,?\s+N\.?A\.?)?)(?![A-Za-z])/g;

const WORLD_BANK_RE = new RegExp(`^(?:${WORLD_BANK_WORDS.source})${BANK_KIND}(?:\\s+(?:${NAME_JOINERS.source})){0,2}(?:\\s+${NAME_WORD}(?:\\s+(?:${NAME_JOINERS.source}))*){1,4}$`, 'u');

const COMPOUND_BANK_RE = /(?<![\p{L}])((?:[A-ZÄÖÜ][\p{L}-]+\s+){0,2}[A-ZÄÖÜ]\p{Ll}+(?:bank|kasse)(?:\s+[A-ZÄÖÜ][\p{L}-]+){0,2}(?:\s+eG)?)(?![\p{L}])/gu;

/** A cell naming a bank in another language ("Banque du Val de Loire"); a column header's cell ("Credit Value") or a title ("Bank Statement") is none. */
function worldBankName(text: string): string | null {
  const m = WORLD_BANK_RE.exec(text.trim());
  return m && !m[0].split(/\s+/).slice(1).some((w) => columnWord(w) || LABEL_WORDS.test(w)) ? m[0] : null;
}

// An institution that says what it is in its legal line, at the start of a sentence: "Lumora is a financial technology
// company, not a bank. Banking services provided by ...", "Wayfarer is authorised as an electronic money institution".
const SELF_DESCRIBED = /(?:^|[.!]\s+)((?:[A-Z][\w&'’-]*)(?:\s+[A-Z][\w&'’-]*){0,3})\s+is\s+(?:a\s+financial\s+technology\s+company|authori[sz]ed\s+as\s+an?\s+(?:electronic\s+money|e-money|payment)\s+institution|an?\s+(?:electronic\s+money|e-money|payment)\s+institution)/;

/** The institution that names itself in a legal line (a fintech or e-money brand, whose partner bank is only named beside it). */
export function selfDescribedName(lines: Line[], amounts: LineAmounts, s: FieldSettings): string | null {
  for (const l of lines) {
    if (amounts.inColumns(l, s.lines).length) continue;
    const m = SELF_DESCRIBED.exec(flat(l));
    if (m) return m[1]!;
  }
  return null;
}

/** The issuing bank's name: the institution naming itself, else the best-scored shape of a bank's name. */
export function findBankName(lines: Line[], s: FieldSettings, amounts: LineAmounts): string | null {
  return selfDescribedName(lines, amounts, s) ?? scoredBankName(lines, s, amounts);
}

/** "X Bank[, N.A.]", "Bank of X", "X Credit Union", a fintech's "X Inc.", or a domain, each scored where it stands. */
function scoredBankName(lines: Line[], s: FieldSettings, amounts: LineAmounts): string | null {
  const h = s.header;
  const scores = new Map<string, number>();
  const add = (name: string, s: number) => {
    const k = name.replace(/\s+/g, ' ').trim().replace(/[,.]$/, '');
    if (k.length < h.bankNameMinChars) return;
    scores.set(k, (scores.get(k) ?? 0) + s);
  };
  let fintech = false;
  for (const l of lines) {
    const t = flat(l);
    const top = l.page === 1 && l.y < l.pageHeight * s.header.bankTopShare;
    const topScore = top ? h.bankTopScore : 0;
    if (/services\s+(are\s+)?provided\s+by|is a financial technology company/i.test(t)) fintech = true;
    // Transaction rows ("ACH CREDIT BANKCARD ...", a bank named in a payee) carry money; the bank's own name
    // stands in headers, footers and legal text.
    if (amounts.inColumns(l, s.lines).length) continue;
    // Cell by cell: "Lone Oak State Bank" and "Statement period ..." in the next cell are not "Bank Statement".
    let before = '';
    for (const c of l.cells) {
      for (const m of c.text.matchAll(BANK_RE)) {
        const name = (m[1] ?? '').replace(/^(?:(?:Write|Call|Member|At|The|To|By|From|Send|Contact|Online|Visit|Please|For|This|Your)\b:?\s+)+/i, '');
        const words = name.split(/\s+/);
        if (words.length < 2 || GENERIC_BANK.test(words[0] ?? '') || /^(of|and|&)$/i.test(words[0] ?? '')) continue;
        const after = c.text.slice((m.index ?? 0) + (m[0]?.length ?? 0), (m.index ?? 0) + (m[0]?.length ?? 0) + h.bankPhraseChars);
        if (/^\s*(statement|deposit|account|error)/i.test(after) && !/,?\s*N\.?A/.test(name)) { add(name, h.bankPhraseScore); continue; }
        const provided = /provided by\s*$|issued by\s*$/i.test(before + c.text.slice(0, m.index));
        add(name, (provided ? h.bankProvidedByScore : 1) + topScore);
      }
      for (const m of c.text.matchAll(/\b(Banque\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)/g)) add(m[1] ?? '', 1 + topScore);
      // A letterhead cell that is a bank's name in another language: a bank word, then capitalised words and their
      // small joining words ("Banque du Val de Loire", "Caixa Mercantil do Sul", "Banco Cerrado S.A.").
      const world = top ? worldBankName(c.text) : null;
      if (world) add(world, 1 + topScore);
      // A bank's name as one word ending in -bank or -kasse, as German and Dutch names are formed ("Hanseatische
      // Handelsbank", "Volksbank Mittelfranken eG"): in the letterhead only.
      if (top) for (const m of c.text.matchAll(COMPOUND_BANK_RE)) add(m[1] ?? '', 1 + topScore);
      before += c.text + ' ';
    }
    for (const m of t.matchAll(/\b(Bank of [A-Z][\w]*(?:\s+[A-Z][\w]*)?)/g)) add(m[1] ?? '', 1 + topScore);
    for (const m of t.matchAll(/(?:www\.)?\b([A-Za-z][A-Za-z0-9&-]{2,})\.(?:com|net|bank|example)\b/g)) {
      const d = m[1] ?? '';
      if (/^(gmail|yahoo|hotmail|app|www|mail|outlook|online)$/i.test(d)) continue;
      add(d, h.bankDomainScore);
    }
    // An address given to the reader in capitals ("VISIT MTB.COM/..."): capitals alone are too common in payee
    // text (AMAZON.COM*...), so only after "www." or "visit".
    for (const m of t.matchAll(/\b(?:www\.|visit\s+)([A-Z][A-Z0-9&-]{2,})\.(?:COM|NET|BANK)\b/gi)) {
      if (/^[A-Z0-9&-]+\.[A-Z]+$/.test(m[0].replace(/^\S*\s+|^www\./i, ''))) add((m[1] ?? '').toLowerCase(), h.bankDomainScore);
    }
    if (top) for (const m of t.matchAll(/\b([A-Z][a-zA-Z]+)\s+Inc\.?/g)) add(m[1] ?? '', fintech ? h.fintechTopScore : h.incTopScore);
  }
  if (fintech) {
    for (const l of lines) for (const m of flat(l).matchAll(/\b([A-Z][a-zA-Z]+)\s+Inc\.?/g)) add(m[1] ?? '', h.fintechIncScore);
  }
  let best: string | null = null;
  let bestScore = 0;
  for (const [k, s] of scores) if (s > bestScore) { best = k; bestScore = s; }
  return best;
}
