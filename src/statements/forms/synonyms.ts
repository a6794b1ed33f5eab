// More wordings of the fields' labels (issue 36): the ways other brokers' forms ask for the same values, worded as a
// question, a description or a web form's friendly phrase ("Name on tax return", "Known to customers as", "What the
// business sells", "Amount sought"). Each is several words that name one field only; read before the shorter labels
// they start with ("Name", "Amount", "Business"), so a label's own words are never taken for its value.

const WORDS_FOR_TAX_RETURN = String.raw`(?:(?:federal |irs |business |company |income )?tax (?:return|returns|filings?|forms?)|irs (?:records|filings?|letter)|ein (?:letter|notice|confirmation)|(?:articles|certificate) of (?:incorporation|organi[sz]ation|formation)|(?:state |government )?(?:registration|records|filings?)|cp-?575)`;

/** [field, label, explicit: an owner's field wherever it is printed (it says whose it is)]. */
export const SYNONYMS: [string, RegExp, boolean?][] = [
  // People and numbers that are not the applicant's, as more forms word them.
  // (A funder's terms in an agreement: what it buys and the share of receipts it takes, not what was asked.)
  // (The bank account a processor pays card sales into, "Settlement account on file  051426195  ****3950": a bank's
  // line, no owner's row under an owners' table.)
  // (Other funders' advances still being paid, as a broker shortens them: "Positions:", "Open Pos:" (no owner's
  // position, "Position: CEO", which is one word alone).)
  ['decoy', /^(?:(?:open|existing|outstanding|active) positions?|current positions|positions)\b/i],
  // (The advance being renewed, named with its funder: "Existing Bluewater Position (from our servicing system)" over
  // its contract's row; "Current Position" alone is an owner's title.)
  // (An advance still open is an existing one: "Open advance 1 - funder, balance, payment", a survey's question.)
  ['decoy', /^(?:your |the )?(?:(?:existing|previous|prior|original|last|most recent|open|outstanding|active)(?: [\p{L}&'.-]+){0,3}|current(?: [\p{L}&'.-]+){1,3}) (?:advance|loan|deal|position)s?\b/iu],
  ['decoy', /^(?:specified (?:percentage|amount)|purchased amount|(?:future )?(?:receipts|receivables) purchased(?: amount)?|holdback (?:percentage|rate)|(?:existing|current|previous|prior|other|outstanding) (?:lenders?|funders?|creditors?|loans?|advances?|mcas?|financing)|(?:previous|former|prior|old|parent|affiliated|related|other|sister) (?:business(?:es)?|compan(?:y|ies)|entit(?:y|ies)|legal|trade|dba)?\s*(?:names?|owned)\b|(?:previous|former|prior) (?:business|company|owner|address|employer)\b|partner iso|(?:card |merchant )?(?:settlement|deposit|payout) account\b|account on file\b|(?:bank )?branch\b|transit (?:number|no\.?|#)|institution (?:number|no\.?|#))/i],
  // Another company's name or number (a parent, a holding company, an affiliate, a franchisor, a management company):
  // never the business's own ("Parent Co. EIN", "PARENT/HOLDING CO.:", "Franchisor Name", "Mgmt. Co. Phone").
  ['decoy', /^(?:parent|holding|affiliated?|affiliate'?s|sister|subsidiary|franchisor'?s?|(?:management|mgmt\.?) (?:co\b\.?|company))(?:\s*(?:\/|&|or)\s*(?:parent|holding|affiliated?|sister|subsidiary))?(?:\s+(?:co\b\.?|company|companies|entity|business))?(?![\p{L}])/iu],
  // The advance a renewal follows, pre-printed beside the new request: its "Original advance amount", "Last funded
  // amount" is what was funded then, never what is asked now.
  ['decoy', /^(?:original|last|previous|prior) (?:advance|funding|funded|loan|financing) amount\b|^original (?:funded )?amount\b/i],
  // The owners the funder holds on file, pre-printed on a renewal ("Owner(s) on file", "Owner of record"): their names
  // (whether they still own is told by the owners written beside them: onFileOwners). Not set in capitals alone,
  // "OWNERS ON FILE": a heading's style, over the owners it lists.)
  ['owner_name', /^(?:[Oo]wners?|[Oo]wner\(s\)|[Pp]rincipals?|[Pp]rincipal\(s\)|[Gg]uarantors?) (?:on file|of record|On File|Of Record)\b/, true],
  // (The premises' rent or mortgage payment, "Rent / Mortgage Pmt": the business's own cost, never the advance's payment.
  // The mortgage abbreviated as a home-made form does, "Rent/Mtg Pmt", is the same.)
  ['decoy', /^(?:monthly )?(?:rent|lease|mortgage|mtge?\.?)(?:\s*(?:\/|or|&)\s*(?:rent|lease|mortgage|mtge?\.?))?\s*(?:payment|pmt|amount|amt)\b|^(?:monthly )?rent\s*(?:\/|or)\s*(?:mortgage|mtge?\b)/i],
  // More of the usual wordings, each several words of one field.
  // (Asked as questions: "What is the full legal name of the business ...?", "Does it trade under another name (DBA)?",
  // "On what date did the business start?", "What amount per remittance ...?".)
  ['legal_name', /^what is (?:the |your |its )?(?:full |exact |complete |registered )*legal name\b/i],
  ['trade_name', /^(?:does|do) (?:it|you|the business|your business|the company|your company) (?:trade|operate|do business|go) (?:under|by) (?:another|a different|an?(?: other)?|any other) (?:(?:trade|business|fictitious|assumed) )?(?:name|dba)\b/i],
  ['business_start_date', /^(?:on )?what (?:date|day|year) did (?:the |your |it )?(?:business |company )?(?:\w+ly )?(?:start|begin|open|commence)\b|^when did (?:it|you) (?:start|begin|open)\b|^(?:date|year) (?:you|we) (?:started|opened|began|founded|established)\b/i],
  ['requested_payment', /^what (?:payment |remittance )?(?:amount|payment) (?:per|each) (?:remittance|payment|installment|debit|day|week|period)\b/i],
  ['legal_name', /^(?:(?:exact|complete|official|true) legal name|applicant business name|(?:business |company )?name as registered)\b/i],
  ['trade_name', /^(?:trading name|business dba|(?:fictitious|assumed) (?:business )?name)\b/i],
  ['type_of_entity', /^business organi[sz]ation\b/i],
  // (What it does asked as the kind of its services or products: "Type of Services", "Kind of products sold"; a
  // restaurant's as its cuisine or concept: "Cuisine / Concept: Coffee shop"; a carrier's as what it hauls: "Type of
  // hauling: Dump truck hauling".)
  ['industry', /^(?:sic code|(?:type of )?cuisine(?: type)?|(?:restaurant|dining|food) (?:concept|type)|concept(?:\s*\/\s*(?:type|cuisine|style))?(?=\s*[:*]?\s*$)|(?:type|kind)s? of (?:services?|products?)(?:\s*(?:\/|&|and|or)\s*(?:services?|products?))?(?: (?:provided|offered|sold))?|services? (?:provided|offered|rendered|sold)|what (?:kind|type|sort|line) of (?:business|company|work|salon|shop|store|restaurant|practice|clinic|firm|studio)\b(?: (?:is (?:it|this|yours)|do you (?:run|have|do)))?|(?:store|shop|dealer(?:ship)?|provider|agency|venue|establishment|farm) type|type of (?:dealer(?:ship)?|provider|agency|venue|establishment|farm(?:ing)?|hauling|trucking|freight|cargo)|service line)\b/i],
  // (Where the business was registered, asked as a question: not where it is.)
  ['other', /^in (?:which|what) (?:state|province) (?:was|is) (?:the |your )?(?:business|company) (?:\w+ly )?(?:registered|incorporated|formed|organi[sz]ed)(?: or (?:registered|incorporated|formed|organi[sz]ed))?\b/i],
  // A name's suffix asked in a box of its own ("First Name | MI | Last Name | Suffix", "JR/SR/III"): a caption of
  // a value we do not keep, never a name (an empty "Last Name" box beside it took "Suffix" for the surname).
  ['other', /^(?:(?:name\s+)?suffix(?:es)?|sfx\.?|jr\.?\s*[-/,]\s*sr\.?(?:\s*[-/,]\s*(?:ii|iii|iv))*)(?=\s*[:.]?\s*(?:\([^)]{0,30}\))?\s*$)/i],
  // The name an owner goes by ("Preferred Name", "Nickname", "Goes By"): a caption of a value we do not keep, never
  // the owner's own name (read as a name, it took the row of captions beside it for the owner's row).
  ['other', /^(?:preferred(?:\s+first)?\s+name|nick\s?-?name|goes\s+by|name\s+(?:you\s+)?(?:prefer(?:red)?|go(?:es)?\s+by))(?=\s*[:.]?\s*(?:\([^)]{0,30}\))?\s*$)/i],
  // (A returning merchant's form names the new deal by its kind, the gross amount before what it pays off: "Gross
  // Refinance Amount", "Total Consolidation Amount", "Refi Amount" beside "Est. Payoff" and "Net to Merchant". Not a
  // "Buyout Amount": what pays another funder off, as a termination does.)
  ['requested_amount', /^(?:(?:gross|total|new) )?(?:refinance|refi|consolidation) amount(?=\s*(?::|$))/i],
  // (A note's or a deal sheet's word for the amount asked: "Ask = $91,000".)
  ['requested_amount', /^(?:ask(?:ing)?(?: amount)?|the ask)(?=\s*(?::|$))/i],
  // (A one-word caption standing alone, under an icon or in a tight cell: "Legal" the legal name, "Since" the date the
  // business started, "Owns" or "Own" an owner's share. The whole caption only, never the word among others: "Customer
  // since" is no start of the business; hence no ^, which the loose reading turns into a word's start.)
  ['legal_name', /(?<![\s\S])legal(?=\s*[:.]?\s*$)/i],
  ['business_start_date', /(?<![\s\S])since(?=\s*[:.]?\s*$)/i],
  ['owner_ownership', /(?<![\s\S])owns?(?=\s*[:.]?\s*$)/i],
  ['business_start_date', /^(?:incorporation date|formation date|registration date|business open(?:ed|ing)? date|opening date|(?:date of )?first sale(?: date)?)\b/i],
  ['address', /^(?:(?:business |company )?street address|location address|principal (?:place of business|business address|address))\b/i],
  ['requested_amount', /^(?:funding amount requested|total amount requested|(?:cash |merchant cash )?advance amount|funds (?:requested|needed|sought)|amount of funds (?:requested|needed))\b/i],
  ['requested_payment', /^(?:(?:estimated|proposed|desired|expected|anticipated|preferred)(?: daily| weekly| bi-?weekly| monthly)? (?:payment|remittance|remit|installment|debit)(?: amount)?)\b/i],
  // (A bracket ends its label: no word boundary after "(count)".)
  // ("Num Payments", a column's name shortened: "num_payments".)
  ['number_of_payments', /^(?:total number of (?:payments|installments|remittances|debits)\b|payments \(count\)|number of (?:debits|withdrawals)\b|number payments\b)/i],
  ['payment_frequency', /^(?:(?:debit|collection|withdrawal|ach) frequency)\b/i],
  ['owner_name', /^name of (?:the )?(?:owner|principal|guarantor|officer)\b/i, true],
  // A name asked first name and last together ("First & Last Name", "First and Last Name", "First / Last"): the
  // whole name, not a last name found in its words.
  ['owner_name', /^(?:owner(?:\s*#?\s*\d)?\s+)?first\s*(?:name)?\s*(?:&|and|\/|,|\+)\s*(?:m\.?\s*i\.?\s*(?:&|and|\/|,)\s*)?last(?:\s*name)?\b/i],
  // The entity's kind asked by the word for it and "type" ("Corp Type", "Org. Type", "Organization Type").
  ['type_of_entity', /^(?:corp(?:oration|orate)?|org(?:ani[sz]ation(?:al)?)?)\.?\s*type\b/i],
  // (What the business does, asked of the merchant by a broker's note: "What do they do", "What does the client do";
  // or said, "What they do: Commercial cleaning".)
  ['industry', /^what (?:(?:do|does) )?(?:they|you|he|she|it|(?:the |this )?(?:merchant|client|customer|applicant|business|company|shop|store)) do(?:es)?\b/i],
  // (A practice's form asks its physicians' names with their degrees, "Name & credentials  Ramirez, Brian T., MD".)
  ['owner_name', /^(?:full )?name\s*(?:&|and|\/|,|with)\s*(?:credentials?|degrees?|designations?|suffix)\b/i],
  // (The schedule asked as a preference, "Repayment preference  Once a week".)
  ['payment_frequency', /^(?:re)?payment (?:preference|preferred)\b|^preferred (?:re)?payment (?:schedule|frequency|plan)\b/i],
  // (The business's name called its legal title: "Business Legal Title  Cedar Point Urgent Care LLP".)
  ['legal_name', /^(?:(?:business|company|corporate|entity)'?s? )?legal title(?: of (?:the )?(?:business|company|entity))?\b/i],
  // (The request in a broker's note, a word and its colon: "Requested: $70,000".)
  ['requested_amount', /^requested(?=\s*:)/i],
  ['owner_title', /^(?:position held|corporate title|title held|officer title)\b/i],
  // (A first name asked with its middle initial in one cell: "First name and middle initial", "First Name / MI".)
  ['owner_first', /^first name(?:\s+(?:and|&|\+|\/)\s+(?:middle\s+)?(?:initial|m\.?\s?i\.?)|\s*\/\s*m\.?\s?i)(?![\p{L}])\.?/iu],
  ['owner_credit', /^(?:self-?reported (?:credit score|fico(?: score)?)|credit rating|(?:est\.?|estimated|approx\.?|approximate) fico(?: score)?)\b/i, true],
  // The registered name, named by the paper it appears on ("Name on tax return", "Business name as shown on IRS letter").
  ['legal_name', new RegExp(String.raw`^(?:(?:business |company |entity |legal |exact |full )*name\s*,?\s*(?:exactly )?(?:as (?:it )?(?:appears|is shown|shown|printed|listed|filed|written|registered) )?(?:on|in|with) (?:the |your |its )?${WORDS_FOR_TAX_RETURN}|(?:exact |full )?legal name of (?:the |your )?(?:business|company|entity|firm|corporation|organi[sz]ation)\s*:?|(?:exact|full|complete|official|true) (?:legal |registered )?(?:business|company|entity) name|(?:business|company|entity) name\s*\(legal\)|incorporated name)`, 'i')],
  // The name the business trades under, as customers know it.
  ['trade_name', /^(?:(?:business |company )?(?:is )?(?:also )?known (?:to (?:the public|customers|clients) |publicly )?as|(?:a\.?k\.?a\.?|aka)\b|(?:brand|store|storefront|shop|retail|public|marketing|customer-facing|sign) name|name (?:on (?:the )?(?:sign|storefront|door)|(?:your |the |its )?(?:customers|patients|clients|guests|members|the public) (?:know|see|use))|operating under(?: the name)?|doing business under(?: the name)?|trades? (?:as|under)|dba name|d\.b\.a\. name)/i],
  // What the business is and does, asked in words.
  ['industry', /^(?:what (?:(?:kind|type|sort) of )?work (?:does|do) (?:the |your |this )?(?:business|company|firm|you) do|what (?:the |your |this )?(?:business|company|merchant|firm) (?:sells|does|offers|provides|makes)|what (?:do|does) (?:you|it|the business|the company|your business|your company) (?:sell|do|offer|provide|make)|what (?:you|we) (?:sell|do|offer)|(?:main |primary |principal )?(?:products?|goods) (?:sold|offered|or services|and services|\/ services)|goods\s*(?:\/|&|and|or)\s*services|(?:describe|description of) (?:the |your )?(?:business|company|operations)|(?:business|merchant|company) (?:line|field|sector|trade|category|industry)|field of business|trade\s*\/\s*industry|type of (?:industry|operation|merchant|work|restaurant|cuisine|establishment|store|shop|practice|facility|venue)|nature of (?:operations|the business|your business|work)|primary (?:line of business|business)|business does)/i],
  // (A platform's profile files the business under its category, as card processors file merchants: "Category
  // Fitness center" beside "Business type  S Corp". The word alone: "Category of use" is no industry.)
  ['industry', /^category(?=\s*[:*]?\s*$)/i],
  // How much is asked, however the request is put.
  ['requested_amount', /^(?:amount (?:sought|applied for|of (?:the )?request|wanted|to (?:borrow|finance|advance))|(?:funding|capital|advance|financing|cash|money) (?:sought|wanted|goal|applied for)|(?:funding|financing|advance|capital|loan|cash) request(?:ed)? amount|total (?:funding|financing|advance|capital|loan|cash) request(?:ed)?|how much (?:do you|are you|would you|is)\b[\w\s]*|(?:desired|requested|proposed) (?:advance|funding|financing|capital) amount|amount (?:you are |you're )?(?:requesting|seeking|needing)|amount (?:you|we) (?:would like|want|need)\b|requested amount of (?:funding|financing|capital))/i],
  // (An amount picked among offers shown, as a platform pre-fills it: "Amount you chose", "Selected amount"; the offers
  // beside it are no request.)
  // (A form for several products asks the amount for each: "Credit Line Requested", "Requested Credit Limit", "Line
  // of Credit Amount", "Working Capital / Term Amount"; only the one ticked is filled in. Not a line held elsewhere,
  // "Current LOC Limit".)
  ['requested_amount', /^(?:(?:credit )?line(?: of credit)?(?: amount)? requested|requested (?:credit )?(?:line|limit)(?: of credit)?(?: amount)?|(?:requested|desired) credit (?:line|limit)|credit (?:line|limit) requested|line of credit amount|(?:working capital|term(?: loan)?)(?:\s*\/\s*(?:working capital|term(?: loan)?))? amount)(?=\s*(?:[:$(]|$))/i],
  ['requested_amount', /^(?:amount (?:you )?(?:chose|chosen|selected|picked)|(?:chosen|selected) (?:amount|funding amount))(?=\s*(?::|$))/i],
  // (Terms asked for in a line, "Terms wanted: 26 weekly payments of $2,076.92": the count, its schedule and payment.)
  // (Or as a plan: "Payment Plan  90 Daily payments of $491.41", or its schedule alone, "Daily".)
  ['number_of_payments', /^(?:(?:desired|requested|proposed|preferred) terms|terms (?:wanted|requested|desired|sought|asked for)|(?:re)?payment plan)(?=\s*(?::|$))/i],
  // The payment asked for, by its period.
  ['requested_payment', /^(?:(?:payment|remittance|debit|installment) (?:per|each) (?:day|week|period|month)|(?:periodic|each|per-period|scheduled) (?:payment|remittance|debit|installment)(?: amount)?|(?:daily|weekly|monthly) (?:debit|ach|holdback) amount)/i],
  ['number_of_payments', /^(?:(?:over |in )?how many (?:(?:daily|weekly|monthly) )?(?:payments|remittances|installments|debits)|(?:total|count of) (?:payments|remittances|installments|debits)|term in (?:payments|remittances|days))/i],
  // (Asked as a wizard asks it, "How do you prefer to repay?", "How would you like to pay it back?": answered by a schedule.)
  ['payment_frequency', /^(?:how (?:do|would) you (?:prefer|like|want|wish) to (?:re)?pay(?: it| this)?(?: back)?\s*\??$|how often|(?:payment|remittance|debit|collection|installment) (?:interval|cadence|period|timing|basis)|(?:payments?|remittances?|debits?) (?:made|collected|taken|debited)|remitted|paid (?:every|each))/i],
  // An owner's title and share, asked of the owner ("Your position in the company", "Share of the business you own").
  ['owner_title', /^(?:your |(?:the )?owner'?s? )?(?:position|title|role|office)(?: held)? (?:in|at|with|within) (?:the |your |this )?(?:company|business|firm|corporation|organi[sz]ation)|^your (?:position|title|role)\b/i, true],
  ['address', /^where is (?:the |your )?(?:business|company|store|shop|merchant)(?: (?:located|based))?\b/i],
  ['owner_ownership', /^what (?:percent(?:age)?|share|portion)(?: of (?:the )?(?:business|company))? (?:is|are|do(?:es)? (?:you|they|he|she|the owner)) own(?:ed|s)?\b/i, true],
  ['owner_ownership', /^(?:(?:share|percent(?:age)?|portion|part) of (?:the )?(?:business|company|firm|shares|equity) (?:you |they |he |she )?(?:own|owned|hold|held)|how much of (?:the )?(?:business|company) (?:do )?you own)/i, true],
  // (Or how long it has been open: "Business Open Since 05/10/2023", "Open since".)
  ['business_start_date', /^(?:(?:in |doing )?(?:business|operation|operations?) since|(?:(?:business|company|store|shop) )?open(?:ed)? since|(?:date )?(?:business|company) (?:began|started|opened|formed|established|founded)(?: on)?|(?:date of|start of) (?:operations|business|establishment|formation|organi[sz]ation)|opened (?:for business )?(?:on|in)|established (?:on|in)|operating (?:since|from)|(?:began|started|commenced) (?:business|operations|[a-z]+ing)\b(?: (?:on|in|since))?)/i],
  // (In Spanish and French: "Fecha en que inició el negocio", "Inicio de operaciones", "Début des activités".)
  ['business_start_date', /^(?:fecha (?:en (?:la )?que |de )(?:inici[oó]|comenz[oó]|abri[oó]|se (?:fund[oó]|estableci[oó]))(?: el negocio| la empresa| operaciones)?|inicio de (?:operaciones|actividades|(?:l[oa]s? )?(?:negocio|empresa))|(?:año|fecha) de (?:apertura|establecimiento)|début (?:des activités|des opérations|de l'entreprise|d'exploitation)|(?:date|année) d'(?:ouverture|établissement|immatriculation))/i],
  // (Asked in Spanish or French: "Describa su negocio", "Ramo de la empresa", "Décrivez votre entreprise".)
  ['industry', /^(?:(?:describa|describe|descripción de|descripcion de) (?:su |el |la |tu )?(?:negocio|empresa|actividad|comercio)|(?:ramo|rubro|tipo|clase) de (?:la )?(?:empresa|industria|comercio|actividad)|rubro|industria|décrive[zr] (?:votre |l')?(?:entreprise|activité|commerce)|description (?:de l'entreprise|des activités|du commerce)|nature (?:de l'entreprise|des activités|du commerce)|(?:type|genre) (?:d'entreprise|de commerce))(?![\p{L}])/iu],
  ['type_of_entity', /^(?:form of (?:business|organi[sz]ation|company|entity|incorporation)(?: entity)?|type of (?:organi[sz]ation|entity|incorporation)|(?:legal|tax|ownership) (?:status|classification|type)|(?:business|company) (?:entity type|legal status)|(?:organi[sz]ation|corporate) (?:type|form)|company form|(?:how is (?:the |your )?(?:business|company) (?:legally )?(?:organi[sz]ed|structured|set up))|incorporated as)/i],
];

/** Section headings in more words: [section, heading]. Read before the shorter words they hold ("Funding history" is
 *  no funding request: it lists other funders). */
export const SECTION_SYNONYMS: ['decoy' | 'owner' | 'business', RegExp][] = [
  // (A merchant's card processing, "MERCHANT PROCESSING": its processor's terms, MID and batch schedule, no request's.)
  ['decoy', /^(?:(?:funding|advance|loan|credit|financing|mca|merchant cash advance) history|(?:current|existing|outstanding|other|open)(?: business)? (?:obligations|debts?|balances|liabilities)|debt schedule|(?:previous|prior) (?:advances|loans|funding|financing)|loans and advances|referral(?: information| source| partner)?|sales representative|agent(?: information| details)?|property(?: information| details)?|(?:credit |merchant )?(?:card )?processing(?: information| details)?|emergency contacts?|accountant(?: information)?|(?:business )?liabilities)$/i],
  // (The advance a renewal follows, in one: "YOUR LAST ADVANCE", "Current advance" over its funded amount and daily
  // payment.)
  // (Named with its funder, the broker's own, or summed up: "PREVIOUS PINECREST ADVANCE", "Previous advance summary",
  // "YOUR CURRENT ADVANCE WITH US": still the advance being renewed, not the one asked for.)
  ['decoy', /^(?:your |the )?(?:last|most recent|previous|prior|current|existing|original)(?: (?!(?:request|funding|new)\b)[\p{L}&'.-]+){0,3} (?:advance|loan|deal|position)(?: (?:summary|details|information|recap|on file|with us))?$/iu],
  // (What settles that advance, "PAYOFF STATEMENT (as of 02/02/2026)": its balance, per diem and daily payment.)
  ['decoy', /^payoff(?: statement| letter| quote| summary| details| information)?$/i],
  ['owner', /^(?:partners?|members?|managing members?)(?: information| details)?$/i],
  ['business', /^(?:entity|organi[sz]ation|firm|corporat(?:e|ion)) (?:information|details|profile)$/i],
  // A lender's credit application calls the business its borrower; the people are its guarantors.
  ['business', /^borrower(?: information| details| profile)?$/i],
];

/** A bare "%" found after other words asks for the share of what those words name ("CARD PRESENT %", "KEYED %",
 *  "Holdback %"): an owner's share only when they name a person who owns ("Partner %", "Member %") or a share of the
 *  business ("Interest %", "Equity %"). */
export const shareOfOther = (field: string, match: string, before: string) => field === 'owner_ownership' && /\p{L}/u.test(before)
  // ("Power Units Owned", "Acres Owned": how many of a thing owned, not a share of the business.)
  && (match.trim() === '%' || (/^owned$/i.test(match.trim()) && !/(?:%|\b(?:percent(?:age)?|shares?|stock|business|company))\s*$/i.test(before)))
  && !/\b(?:owner|principal|partner|member|shareholder|stockholder|officer|guarantor|applicant|propriétaire|associée?|actionnaire|dueñ[oa]|propietari[oa]|soci[oa]|interest|equity|stake|share|participation|participación)s?(?:'s)?\s*(?:#?\s*\d+\s*)?$/iu.test(before);
