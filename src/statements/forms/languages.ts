// The words a Spanish or a French form prints for the values the reader knows in English (issue 36): a schedule's
// words ("Diario", "Cada dos semanas", "Toutes les deux semaines"), the months of a written date ("15 de marzo de
// 2019"), the kinds of business entity ("Empresa unipersonal", "Sociedad colectiva"). A Spanish or French reader
// recognises them as the English words; each list is the language's whole vocabulary, not one form's wording.

/** A payment schedule written in Spanish or French, or null. */
export function frequencyWord(t: string): string | null {
  const s = t.toLowerCase();
  // (A figure's noun the word qualifies, "Ventas mensuales", "Revenus mensuels", "Depósitos diarios", names that
  // figure, not a schedule.)
  if (/(?<![\p{L}])(?:ventas|ingresos|dep[oó]sitos|gastos|renta|alquiler|ventes|revenus|d[ée]p[ôo]ts|d[ée]penses|loyer|chiffre d'affaires)\s+(?:brut[oa]s?\s+|promedio\s+|moyen(?:ne)?s?\s+)?(?:mensual|semanal|diari|quotidien|hebdomadaire|mensuel|journali)/u.test(s)) return null;
  // ("Cada dos semanas", "quincenal", "bisemanal"; "toutes les deux semaines", "aux 2 semaines".)
  if (/(?<![\p{L}])(?:cada (?:dos|2) semanas|quincenal(?:mente)?|bisemanal|catorcenal|(?:toutes les|aux) (?:deux|2) semaines|à la quinzaine)(?![\p{L}])/u.test(s)) return 'biweekly';
  if (/(?<![\p{L}])(?:diari[oa]s?|diariamente|cada d[ií]a|por d[ií]a|chaque jour|par jour|journali[eè]re?s?|quotidiens?|quotidiennes?)(?![\p{L}])/u.test(s)) return 'daily';
  if (/(?<![\p{L}])(?:semanal(?:es|mente)?|cada semana|por semana|chaque semaine|par semaine|hebdomadaires?)(?![\p{L}])/u.test(s)) return 'weekly';
  if (/(?<![\p{L}])(?:mensual(?:es|mente)?|cada mes|por mes|chaque mois|par mois|mensuel(?:le)?s?)(?![\p{L}])/u.test(s)) return 'monthly';
  return null;
}

/** Spanish months by their first letters where they differ from English's ("enero", "abril", "agosto",
 *  "setiembre", "diciembre"); the others start as English's ("marzo", "mayo", "junio", "octubre"). */
export const MESES: Record<string, number> = { ene: 1, abr: 4, ago: 8, set: 9, dic: 12 };

/** The entity types as a Spanish form names them (the U.S. Hispanic market's usual wordings), and a French form's
 *  wordings the reference table lacks: [wording, entity id or a generic id the country resolves]. */
const ENTITY_WORDS: [RegExp, string][] = [
  [/^(?:empresa (?:unipersonal|individual)|(?:propietari[oa]|dueñ[oa]) (?:únic[oa]|unic[oa]|individual)|negocio (?:propio|individual|unipersonal)|persona (?:física|fisica|natural)|trabajador(?:a)? (?:independiente|por cuenta propia)|autónomo|autonomo|entreprise (?:personnelle|unipersonnelle)|propriétaire unique)$/i, 'sole_proprietorship'],
  [/^(?:sociedad (?:colectiva|general|en nombre colectivo))$/i, 'general_partnership'],
  [/^(?:sociedad (?:limitada|en comandita(?: simple)?))$/i, 'limited_partnership'],
  [/^(?:(?:compañía|compania|sociedad|empresa) de responsabilidad limitada(?: \(?llc\)?)?|s\.? ?de r\.? ?l\.?)$/i, 'llc'],
  [/^(?:corporación|corporacion|sociedad anónima|sociedad anonima|corporación c|corporacion c|corporación tipo c|société par actions|compagnie|société incorporée|société constituée)$/i, 'corporation'],
  [/^(?:corporación s|corporacion s|corporación tipo s|corporacion tipo s)$/i, 's_corporation'],
  [/^(?:(?:organización|organizacion|organismo|entidad|corporación|corporacion) )?sin fines de lucro$|^(?:organisme|organisation|société) (?:sans but lucratif|à but non lucratif)$|^(?:obnl|osbl)$/i, 'nonprofit_corporation'],
  [/^(?:cooperativa|coopérative)$/i, 'cooperative'],
  [/^(?:fideicomiso|fiducie)$/i, 'trust'],
];

/** The entity id a Spanish or French wording names (`corporation` for the generic corporation), or null. */
export function entityWord(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ').replace(/\.$/, '');
  return ENTITY_WORDS.find(([re]) => re.test(t))?.[1] ?? null;
}

/** A filler a Spanish or French form writes for "same as above" ("MISMO", "Igual", "Idem", "Même"). */
export const SAME_WORD = /^(?:(?:el |la |lo )?mism[oa]|igual|(?:el |la )?mism[oa] (?:que (?:arriba|el anterior|la razón social|el nombre legal))|igual que (?:arriba|el anterior)|idem|id\.|(?:le |la )?même|pareil|même que ci-dessus|identique)$/i;
