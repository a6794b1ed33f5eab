// Measures the project's form reader on the independent generators' forms (test/forms/independent, independent2,
// independent3 ... independent157: brokers' layouts each written by an author who read neither the reader nor the other generators):
// per layout and style, fields right, wrong, missed and invented.
//   node scripts/forms-independent.ts [--set 1..101] [--layouts a,b] [--styles typed,handwritten,fillable] [--count N] [--seed S] [--scan] [--page-timeout-ms N] [--details]
import { parseArgs } from 'node:util';
import { createEngines, parseStatements } from '../src/statements/index.ts';
import { scoreApplication, type FieldScore } from '../test/forms/generator/score.ts';
import type { TruthApplication } from '../test/forms/generator/truth.ts';
import { generateIndependent, INDEPENDENT_LAYOUT_NAMES } from '../test/forms/independent/index.ts';
import { generateIndependent2, INDEPENDENT2_LAYOUT_NAMES } from '../test/forms/independent2/index.ts';
import { generateIndependent3, INDEPENDENT3_LAYOUT_NAMES } from '../test/forms/independent3/index.ts';
import { generateIndependent4, INDEPENDENT4_LAYOUT_NAMES } from '../test/forms/independent4/index.ts';
import { generateIndependent5, INDEPENDENT5_LAYOUT_NAMES } from '../test/forms/independent5/index.ts';
import { generateIndependent6, INDEPENDENT6_LAYOUT_NAMES } from '../test/forms/independent6/index.ts';
import { generateIndependent7, INDEPENDENT7_LAYOUT_NAMES } from '../test/forms/independent7/index.ts';
import { generateIndependent8, INDEPENDENT8_LAYOUT_NAMES } from '../test/forms/independent8/index.ts';
import { generateIndependent9, INDEPENDENT9_LAYOUT_NAMES } from '../test/forms/independent9/index.ts';
import { generateIndependent10, INDEPENDENT10_LAYOUT_NAMES } from '../test/forms/independent10/index.ts';
import { generateIndependent11, INDEPENDENT11_LAYOUT_NAMES } from '../test/forms/independent11/index.ts';
import { generateIndependent12, INDEPENDENT12_LAYOUT_NAMES } from '../test/forms/independent12/index.ts';
import { generateIndependent13, INDEPENDENT13_LAYOUT_NAMES } from '../test/forms/independent13/index.ts';
import { generateIndependent14, INDEPENDENT14_LAYOUT_NAMES } from '../test/forms/independent14/index.ts';
import { generateIndependent15, INDEPENDENT15_LAYOUT_NAMES } from '../test/forms/independent15/index.ts';
import { generateIndependent16, INDEPENDENT16_LAYOUT_NAMES } from '../test/forms/independent16/index.ts';
import { generateIndependent17, INDEPENDENT17_LAYOUT_NAMES } from '../test/forms/independent17/index.ts';
import { generateIndependent18, INDEPENDENT18_LAYOUT_NAMES } from '../test/forms/independent18/index.ts';
import { generateIndependent19, INDEPENDENT19_LAYOUT_NAMES } from '../test/forms/independent19/index.ts';
import { generateIndependent20, INDEPENDENT20_LAYOUT_NAMES } from '../test/forms/independent20/index.ts';
import { generateIndependent21, INDEPENDENT21_LAYOUT_NAMES } from '../test/forms/independent21/index.ts';
import { generateIndependent22, INDEPENDENT22_LAYOUT_NAMES } from '../test/forms/independent22/index.ts';
import { generateIndependent23, INDEPENDENT23_LAYOUT_NAMES } from '../test/forms/independent23/index.ts';
import { generateIndependent24, INDEPENDENT24_LAYOUT_NAMES } from '../test/forms/independent24/index.ts';
import { generateIndependent25, INDEPENDENT25_LAYOUT_NAMES } from '../test/forms/independent25/index.ts';
import { generateIndependent26, INDEPENDENT26_LAYOUT_NAMES } from '../test/forms/independent26/index.ts';
import { generateIndependent27, INDEPENDENT27_LAYOUT_NAMES } from '../test/forms/independent27/index.ts';
import { generateIndependent28, INDEPENDENT28_LAYOUT_NAMES } from '../test/forms/independent28/index.ts';
import { generateIndependent29, INDEPENDENT29_LAYOUT_NAMES } from '../test/forms/independent29/index.ts';
import { generateIndependent30, INDEPENDENT30_LAYOUT_NAMES } from '../test/forms/independent30/index.ts';
import { generateIndependent31, INDEPENDENT31_LAYOUT_NAMES } from '../test/forms/independent31/index.ts';
import { generateIndependent32, INDEPENDENT32_LAYOUT_NAMES } from '../test/forms/independent32/index.ts';
import { generateIndependent33, INDEPENDENT33_LAYOUT_NAMES } from '../test/forms/independent33/index.ts';
import { generateIndependent34, INDEPENDENT34_LAYOUT_NAMES } from '../test/forms/independent34/index.ts';
import { generateIndependent35, INDEPENDENT35_LAYOUT_NAMES } from '../test/forms/independent35/index.ts';
import { generateIndependent36, INDEPENDENT36_LAYOUT_NAMES } from '../test/forms/independent36/index.ts';
import { generateIndependent37, INDEPENDENT37_LAYOUT_NAMES } from '../test/forms/independent37/index.ts';
import { generateIndependent38, INDEPENDENT38_LAYOUT_NAMES } from '../test/forms/independent38/index.ts';
import { generateIndependent39, INDEPENDENT39_LAYOUT_NAMES } from '../test/forms/independent39/index.ts';
import { generateIndependent40, INDEPENDENT40_LAYOUT_NAMES } from '../test/forms/independent40/index.ts';
import { generateIndependent41, INDEPENDENT41_LAYOUT_NAMES } from '../test/forms/independent41/index.ts';
import { generateIndependent42, INDEPENDENT42_LAYOUT_NAMES } from '../test/forms/independent42/index.ts';
import { generateIndependent43, INDEPENDENT43_LAYOUT_NAMES } from '../test/forms/independent43/index.ts';
import { generateIndependent44, INDEPENDENT44_LAYOUT_NAMES } from '../test/forms/independent44/index.ts';
import { generateIndependent45, INDEPENDENT45_LAYOUT_NAMES } from '../test/forms/independent45/index.ts';
import { generateIndependent46, INDEPENDENT46_LAYOUT_NAMES } from '../test/forms/independent46/index.ts';
import { generateIndependent47, INDEPENDENT47_LAYOUT_NAMES } from '../test/forms/independent47/index.ts';
import { generateIndependent48, INDEPENDENT48_LAYOUT_NAMES } from '../test/forms/independent48/index.ts';
import { generateIndependent49, INDEPENDENT49_LAYOUT_NAMES } from '../test/forms/independent49/index.ts';
import { generateIndependent50, INDEPENDENT50_LAYOUT_NAMES } from '../test/forms/independent50/index.ts';
import { generateIndependent51, INDEPENDENT51_LAYOUT_NAMES } from '../test/forms/independent51/index.ts';
import { generateIndependent52, INDEPENDENT52_LAYOUT_NAMES } from '../test/forms/independent52/index.ts';
import { generateIndependent53, INDEPENDENT53_LAYOUT_NAMES } from '../test/forms/independent53/index.ts';
import { generateIndependent54, INDEPENDENT54_LAYOUT_NAMES } from '../test/forms/independent54/index.ts';
import { generateIndependent55, INDEPENDENT55_LAYOUT_NAMES } from '../test/forms/independent55/index.ts';
import { generateIndependent56, INDEPENDENT56_LAYOUT_NAMES } from '../test/forms/independent56/index.ts';
import { generateIndependent57, INDEPENDENT57_LAYOUT_NAMES } from '../test/forms/independent57/index.ts';
import { generateIndependent58, INDEPENDENT58_LAYOUT_NAMES } from '../test/forms/independent58/index.ts';
import { generateIndependent59, INDEPENDENT59_LAYOUT_NAMES } from '../test/forms/independent59/index.ts';
import { generateIndependent60, INDEPENDENT60_LAYOUT_NAMES } from '../test/forms/independent60/index.ts';
import { generateIndependent61, INDEPENDENT61_LAYOUT_NAMES } from '../test/forms/independent61/index.ts';
import { generateIndependent62, INDEPENDENT62_LAYOUT_NAMES } from '../test/forms/independent62/index.ts';
import { generateIndependent63, INDEPENDENT63_LAYOUT_NAMES } from '../test/forms/independent63/index.ts';
import { generateIndependent64, INDEPENDENT64_LAYOUT_NAMES } from '../test/forms/independent64/index.ts';
import { generateIndependent65, INDEPENDENT65_LAYOUT_NAMES } from '../test/forms/independent65/index.ts';
import { generateIndependent66, INDEPENDENT66_LAYOUT_NAMES } from '../test/forms/independent66/index.ts';
import { generateIndependent67, INDEPENDENT67_LAYOUT_NAMES } from '../test/forms/independent67/index.ts';
import { generateIndependent68, INDEPENDENT68_LAYOUT_NAMES } from '../test/forms/independent68/index.ts';
import { generateIndependent69, INDEPENDENT69_LAYOUT_NAMES } from '../test/forms/independent69/index.ts';
import { generateIndependent70, INDEPENDENT70_LAYOUT_NAMES } from '../test/forms/independent70/index.ts';
import { generateIndependent71, INDEPENDENT71_LAYOUT_NAMES } from '../test/forms/independent71/index.ts';
import { generateIndependent72, INDEPENDENT72_LAYOUT_NAMES } from '../test/forms/independent72/index.ts';
import { generateIndependent73, INDEPENDENT73_LAYOUT_NAMES } from '../test/forms/independent73/index.ts';
import { generateIndependent74, INDEPENDENT74_LAYOUT_NAMES } from '../test/forms/independent74/index.ts';
import { generateIndependent75, INDEPENDENT75_LAYOUT_NAMES } from '../test/forms/independent75/index.ts';
import { generateIndependent76, INDEPENDENT76_LAYOUT_NAMES } from '../test/forms/independent76/index.ts';
import { generateIndependent78, INDEPENDENT78_LAYOUT_NAMES } from '../test/forms/independent78/index.ts';
import { generateIndependent79, INDEPENDENT79_LAYOUT_NAMES } from '../test/forms/independent79/index.ts';
import { generateIndependent81, INDEPENDENT81_LAYOUT_NAMES } from '../test/forms/independent81/index.ts';
import { generateIndependent77, INDEPENDENT77_LAYOUT_NAMES } from '../test/forms/independent77/index.ts';
import { generateIndependent80, INDEPENDENT80_LAYOUT_NAMES } from '../test/forms/independent80/index.ts';
import { generateIndependent82, INDEPENDENT82_LAYOUT_NAMES } from '../test/forms/independent82/index.ts';
import { generateIndependent83, INDEPENDENT83_LAYOUT_NAMES } from '../test/forms/independent83/index.ts';
import { generateIndependent84, INDEPENDENT84_LAYOUT_NAMES } from '../test/forms/independent84/index.ts';
import { generateIndependent85, INDEPENDENT85_LAYOUT_NAMES } from '../test/forms/independent85/index.ts';
import { generateIndependent86, INDEPENDENT86_LAYOUT_NAMES } from '../test/forms/independent86/index.ts';
import { generateIndependent87, INDEPENDENT87_LAYOUT_NAMES } from '../test/forms/independent87/index.ts';
import { generateIndependent88, INDEPENDENT88_LAYOUT_NAMES } from '../test/forms/independent88/index.ts';
import { generateIndependent89, INDEPENDENT89_LAYOUT_NAMES } from '../test/forms/independent89/index.ts';
import { generateIndependent90, INDEPENDENT90_LAYOUT_NAMES } from '../test/forms/independent90/index.ts';
import { generateIndependent91, INDEPENDENT91_LAYOUT_NAMES } from '../test/forms/independent91/index.ts';
import { generateIndependent92, INDEPENDENT92_LAYOUT_NAMES } from '../test/forms/independent92/index.ts';
import { generateIndependent93, INDEPENDENT93_LAYOUT_NAMES } from '../test/forms/independent93/index.ts';
import { generateIndependent94, INDEPENDENT94_LAYOUT_NAMES } from '../test/forms/independent94/index.ts';
import { generateIndependent95, INDEPENDENT95_LAYOUT_NAMES } from '../test/forms/independent95/index.ts';
import { generateIndependent96, INDEPENDENT96_LAYOUT_NAMES } from '../test/forms/independent96/index.ts';
import { generateIndependent97, INDEPENDENT97_LAYOUT_NAMES } from '../test/forms/independent97/index.ts';
import { generateIndependent98, INDEPENDENT98_LAYOUT_NAMES } from '../test/forms/independent98/index.ts';
import { generateIndependent99, INDEPENDENT99_LAYOUT_NAMES } from '../test/forms/independent99/index.ts';
import { generateIndependent100, INDEPENDENT100_LAYOUT_NAMES } from '../test/forms/independent100/index.ts';
import { generateIndependent102, INDEPENDENT102_LAYOUT_NAMES } from '../test/forms/independent102/index.ts';
import { generateIndependent104, INDEPENDENT104_LAYOUT_NAMES } from '../test/forms/independent104/index.ts';
import { generateIndependent106, INDEPENDENT106_LAYOUT_NAMES } from '../test/forms/independent106/index.ts';
import { generateIndependent105, INDEPENDENT105_LAYOUT_NAMES } from '../test/forms/independent105/index.ts';
import { generateIndependent103, INDEPENDENT103_LAYOUT_NAMES } from '../test/forms/independent103/index.ts';
import { generateIndependent101, INDEPENDENT101_LAYOUT_NAMES } from '../test/forms/independent101/index.ts';
import { generateIndependent109, INDEPENDENT109_LAYOUT_NAMES } from '../test/forms/independent109/index.ts';
import { generateIndependent110, INDEPENDENT110_LAYOUT_NAMES } from '../test/forms/independent110/index.ts';
import { generateIndependent107, INDEPENDENT107_LAYOUT_NAMES } from '../test/forms/independent107/index.ts';
import { generateIndependent108, INDEPENDENT108_LAYOUT_NAMES } from '../test/forms/independent108/index.ts';
import { generateIndependent111, INDEPENDENT111_LAYOUT_NAMES } from '../test/forms/independent111/index.ts';
import { generateIndependent112, INDEPENDENT112_LAYOUT_NAMES } from '../test/forms/independent112/index.ts';
import { generateIndependent113, INDEPENDENT113_LAYOUT_NAMES } from '../test/forms/independent113/index.ts';
import { generateIndependent114, INDEPENDENT114_LAYOUT_NAMES } from '../test/forms/independent114/index.ts';
import { generateIndependent115, INDEPENDENT115_LAYOUT_NAMES } from '../test/forms/independent115/index.ts';
import { generateIndependent116, INDEPENDENT116_LAYOUT_NAMES } from '../test/forms/independent116/index.ts';
import { generateIndependent117, INDEPENDENT117_LAYOUT_NAMES } from '../test/forms/independent117/index.ts';
import { generateIndependent118, INDEPENDENT118_LAYOUT_NAMES } from '../test/forms/independent118/index.ts';
import { generateIndependent119, INDEPENDENT119_LAYOUT_NAMES } from '../test/forms/independent119/index.ts';
import { generateIndependent120, INDEPENDENT120_LAYOUT_NAMES } from '../test/forms/independent120/index.ts';
import { generateIndependent122, INDEPENDENT122_LAYOUT_NAMES } from '../test/forms/independent122/index.ts';
import { generateIndependent123, INDEPENDENT123_LAYOUT_NAMES } from '../test/forms/independent123/index.ts';
import { generateIndependent124, INDEPENDENT124_LAYOUT_NAMES } from '../test/forms/independent124/index.ts';
import { generateIndependent125, INDEPENDENT125_LAYOUT_NAMES } from '../test/forms/independent125/index.ts';
import { generateIndependent121, INDEPENDENT121_LAYOUT_NAMES } from '../test/forms/independent121/index.ts';
import { generateIndependent126, INDEPENDENT126_LAYOUT_NAMES } from '../test/forms/independent126/index.ts';
import { generateIndependent128, INDEPENDENT128_LAYOUT_NAMES } from '../test/forms/independent128/index.ts';
import { generateIndependent129, INDEPENDENT129_LAYOUT_NAMES } from '../test/forms/independent129/index.ts';
import { generateIndependent127, INDEPENDENT127_LAYOUT_NAMES } from '../test/forms/independent127/index.ts';
import { generateIndependent132, INDEPENDENT132_LAYOUT_NAMES } from '../test/forms/independent132/index.ts';
import { generateIndependent130, INDEPENDENT130_LAYOUT_NAMES } from '../test/forms/independent130/index.ts';
import { generateIndependent131, INDEPENDENT131_LAYOUT_NAMES } from '../test/forms/independent131/index.ts';
import { generateIndependent133, INDEPENDENT133_LAYOUT_NAMES } from '../test/forms/independent133/index.ts';

import { generateIndependent135, INDEPENDENT135_LAYOUT_NAMES } from '../test/forms/independent135/index.ts';
import { generateIndependent136, INDEPENDENT136_LAYOUT_NAMES } from '../test/forms/independent136/index.ts';
import { generateIndependent137, INDEPENDENT137_LAYOUT_NAMES } from '../test/forms/independent137/index.ts';
import { generateIndependent139, INDEPENDENT139_LAYOUT_NAMES } from '../test/forms/independent139/index.ts';
import { generateIndependent138, INDEPENDENT138_LAYOUT_NAMES } from '../test/forms/independent138/index.ts';
import { generateIndependent134, INDEPENDENT134_LAYOUT_NAMES } from '../test/forms/independent134/index.ts';
import { generateIndependent140, INDEPENDENT140_LAYOUT_NAMES } from '../test/forms/independent140/index.ts';
import { generateIndependent141, INDEPENDENT141_LAYOUT_NAMES } from '../test/forms/independent141/index.ts';
import { generateIndependent142, INDEPENDENT142_LAYOUT_NAMES } from '../test/forms/independent142/index.ts';
import { generateIndependent143, INDEPENDENT143_LAYOUT_NAMES } from '../test/forms/independent143/index.ts';
import { generateIndependent144, INDEPENDENT144_LAYOUT_NAMES } from '../test/forms/independent144/index.ts';
import { generateIndependent145, INDEPENDENT145_LAYOUT_NAMES } from '../test/forms/independent145/index.ts';
import { generateIndependent146, INDEPENDENT146_LAYOUT_NAMES } from '../test/forms/independent146/index.ts';
import { generateIndependent147, INDEPENDENT147_LAYOUT_NAMES } from '../test/forms/independent147/index.ts';
import { generateIndependent148, INDEPENDENT148_LAYOUT_NAMES } from '../test/forms/independent148/index.ts';
import { generateIndependent149, INDEPENDENT149_LAYOUT_NAMES } from '../test/forms/independent149/index.ts';
import { generateIndependent150, INDEPENDENT150_LAYOUT_NAMES } from '../test/forms/independent150/index.ts';
import { generateIndependent151, INDEPENDENT151_LAYOUT_NAMES } from '../test/forms/independent151/index.ts';
import { generateIndependent152, INDEPENDENT152_LAYOUT_NAMES } from '../test/forms/independent152/index.ts';
import { generateIndependent156, INDEPENDENT156_LAYOUT_NAMES } from '../test/forms/independent156/index.ts';
import { generateIndependent154, INDEPENDENT154_LAYOUT_NAMES } from '../test/forms/independent154/index.ts';
import { generateIndependent153, INDEPENDENT153_LAYOUT_NAMES } from '../test/forms/independent153/index.ts';
import { generateIndependent155, INDEPENDENT155_LAYOUT_NAMES } from '../test/forms/independent155/index.ts';
import { generateIndependent157, INDEPENDENT157_LAYOUT_NAMES } from '../test/forms/independent157/index.ts';
import { generateIndependent160, INDEPENDENT160_LAYOUT_NAMES } from '../test/forms/independent160/index.ts';
import { generateIndependent161, INDEPENDENT161_LAYOUT_NAMES } from '../test/forms/independent161/index.ts';
import { generateIndependent158, INDEPENDENT158_LAYOUT_NAMES } from '../test/forms/independent158/index.ts';
import { generateIndependent159, INDEPENDENT159_LAYOUT_NAMES } from '../test/forms/independent159/index.ts';
import { generateIndependent162, INDEPENDENT162_LAYOUT_NAMES } from '../test/forms/independent162/index.ts';
import { generateIndependent163, INDEPENDENT163_LAYOUT_NAMES } from '../test/forms/independent163/index.ts';
import { generateIndependent164, INDEPENDENT164_LAYOUT_NAMES } from '../test/forms/independent164/index.ts';
import { generateIndependent166, INDEPENDENT166_LAYOUT_NAMES } from '../test/forms/independent166/index.ts';
import { generateIndependent167, INDEPENDENT167_LAYOUT_NAMES } from '../test/forms/independent167/index.ts';
import { generateIndependent168, INDEPENDENT168_LAYOUT_NAMES } from '../test/forms/independent168/index.ts';
import { generateIndependent165, INDEPENDENT165_LAYOUT_NAMES } from '../test/forms/independent165/index.ts';
import { generateIndependent169, INDEPENDENT169_LAYOUT_NAMES } from '../test/forms/independent169/index.ts';
import { generateIndependent173, INDEPENDENT173_LAYOUT_NAMES } from '../test/forms/independent173/index.ts';
import { generateIndependent174, INDEPENDENT174_LAYOUT_NAMES } from '../test/forms/independent174/index.ts';
import { generateIndependent172, INDEPENDENT172_LAYOUT_NAMES } from '../test/forms/independent172/index.ts';
import { generateIndependent175, INDEPENDENT175_LAYOUT_NAMES } from '../test/forms/independent175/index.ts';
import { generateIndependent170, INDEPENDENT170_LAYOUT_NAMES } from '../test/forms/independent170/index.ts';
import { generateIndependent171, INDEPENDENT171_LAYOUT_NAMES } from '../test/forms/independent171/index.ts';
import { generateIndependent176, INDEPENDENT176_LAYOUT_NAMES } from '../test/forms/independent176/index.ts';
import { generateIndependent178, INDEPENDENT178_LAYOUT_NAMES } from '../test/forms/independent178/index.ts';
import { generateIndependent179, INDEPENDENT179_LAYOUT_NAMES } from '../test/forms/independent179/index.ts';
import { generateIndependent177, INDEPENDENT177_LAYOUT_NAMES } from '../test/forms/independent177/index.ts';
import { generateIndependent180, INDEPENDENT180_LAYOUT_NAMES } from '../test/forms/independent180/index.ts';
import { generateIndependent181, INDEPENDENT181_LAYOUT_NAMES } from '../test/forms/independent181/index.ts';
import { generateIndependent182, INDEPENDENT182_LAYOUT_NAMES } from '../test/forms/independent182/index.ts';
import { generateIndependent184, INDEPENDENT184_LAYOUT_NAMES } from '../test/forms/independent184/index.ts';
import { generateIndependent185, INDEPENDENT185_LAYOUT_NAMES } from '../test/forms/independent185/index.ts';
import { generateIndependent183, INDEPENDENT183_LAYOUT_NAMES } from '../test/forms/independent183/index.ts';
import { generateIndependent188, INDEPENDENT188_LAYOUT_NAMES } from '../test/forms/independent188/index.ts';
import { generateIndependent189, INDEPENDENT189_LAYOUT_NAMES } from '../test/forms/independent189/index.ts';
import { generateIndependent187, INDEPENDENT187_LAYOUT_NAMES } from '../test/forms/independent187/index.ts';
import { generateIndependent186, INDEPENDENT186_LAYOUT_NAMES } from '../test/forms/independent186/index.ts';
import { generateIndependent193, INDEPENDENT193_LAYOUT_NAMES } from '../test/forms/independent193/index.ts';
import { generateIndependent195, INDEPENDENT195_LAYOUT_NAMES } from '../test/forms/independent195/index.ts';
import { generateIndependent190, INDEPENDENT190_LAYOUT_NAMES } from '../test/forms/independent190/index.ts';
import { generateIndependent194, INDEPENDENT194_LAYOUT_NAMES } from '../test/forms/independent194/index.ts';
import { generateIndependent191, INDEPENDENT191_LAYOUT_NAMES } from '../test/forms/independent191/index.ts';
import { generateIndependent192, INDEPENDENT192_LAYOUT_NAMES } from '../test/forms/independent192/index.ts';
import { generateIndependent196, INDEPENDENT196_LAYOUT_NAMES } from '../test/forms/independent196/index.ts';
import { generateIndependent198, INDEPENDENT198_LAYOUT_NAMES } from '../test/forms/independent198/index.ts';
import { generateIndependent199, INDEPENDENT199_LAYOUT_NAMES } from '../test/forms/independent199/index.ts';
import { generateIndependent197, INDEPENDENT197_LAYOUT_NAMES } from '../test/forms/independent197/index.ts';
import { generateIndependent201, INDEPENDENT201_LAYOUT_NAMES } from '../test/forms/independent201/index.ts';
import { generateIndependent202, INDEPENDENT202_LAYOUT_NAMES } from '../test/forms/independent202/index.ts';
import { generateIndependent203, INDEPENDENT203_LAYOUT_NAMES } from '../test/forms/independent203/index.ts';
import { generateIndependent204, INDEPENDENT204_LAYOUT_NAMES } from '../test/forms/independent204/index.ts';
import { generateIndependent200, INDEPENDENT200_LAYOUT_NAMES } from '../test/forms/independent200/index.ts';
import { generateIndependent206, INDEPENDENT206_LAYOUT_NAMES } from '../test/forms/independent206/index.ts';
import { generateIndependent207, INDEPENDENT207_LAYOUT_NAMES } from '../test/forms/independent207/index.ts';
import { generateIndependent205, INDEPENDENT205_LAYOUT_NAMES } from '../test/forms/independent205/index.ts';
import { generateIndependent208, INDEPENDENT208_LAYOUT_NAMES } from '../test/forms/independent208/index.ts';
import { generateIndependent210, INDEPENDENT210_LAYOUT_NAMES } from '../test/forms/independent210/index.ts';
import { generateIndependent212, INDEPENDENT212_LAYOUT_NAMES } from '../test/forms/independent212/index.ts';
import { generateIndependent211, INDEPENDENT211_LAYOUT_NAMES } from '../test/forms/independent211/index.ts';
import { generateIndependent209, INDEPENDENT209_LAYOUT_NAMES } from '../test/forms/independent209/index.ts';
import { generateIndependent215, INDEPENDENT215_LAYOUT_NAMES } from '../test/forms/independent215/index.ts';
import { generateIndependent214, INDEPENDENT214_LAYOUT_NAMES } from '../test/forms/independent214/index.ts';
import { generateIndependent213, INDEPENDENT213_LAYOUT_NAMES } from '../test/forms/independent213/index.ts';
import { generateIndependent216, INDEPENDENT216_LAYOUT_NAMES } from '../test/forms/independent216/index.ts';
import { generateIndependent219, INDEPENDENT219_LAYOUT_NAMES } from '../test/forms/independent219/index.ts';
import { generateIndependent217, INDEPENDENT217_LAYOUT_NAMES } from '../test/forms/independent217/index.ts';
import { generateIndependent218, INDEPENDENT218_LAYOUT_NAMES } from '../test/forms/independent218/index.ts';
import { generateIndependent220, INDEPENDENT220_LAYOUT_NAMES } from '../test/forms/independent220/index.ts';
import { generateIndependent222, INDEPENDENT222_LAYOUT_NAMES } from '../test/forms/independent222/index.ts';
import { generateIndependent224, INDEPENDENT224_LAYOUT_NAMES } from '../test/forms/independent224/index.ts';
import { generateIndependent223, INDEPENDENT223_LAYOUT_NAMES } from '../test/forms/independent223/index.ts';
import { generateIndependent221, INDEPENDENT221_LAYOUT_NAMES } from '../test/forms/independent221/index.ts';
import { generateIndependent226, INDEPENDENT226_LAYOUT_NAMES } from '../test/forms/independent226/index.ts';
import { generateIndependent227, INDEPENDENT227_LAYOUT_NAMES } from '../test/forms/independent227/index.ts';
import { generateIndependent228, INDEPENDENT228_LAYOUT_NAMES } from '../test/forms/independent228/index.ts';
import { generateIndependent225, INDEPENDENT225_LAYOUT_NAMES } from '../test/forms/independent225/index.ts';
import { generateIndependent232, INDEPENDENT232_LAYOUT_NAMES } from '../test/forms/independent232/index.ts';
import { generateIndependent230, INDEPENDENT230_LAYOUT_NAMES } from '../test/forms/independent230/index.ts';
import { generateIndependent229, INDEPENDENT229_LAYOUT_NAMES } from '../test/forms/independent229/index.ts';
import { generateIndependent231, INDEPENDENT231_LAYOUT_NAMES } from '../test/forms/independent231/index.ts';
import { generateIndependent234, INDEPENDENT234_LAYOUT_NAMES } from '../test/forms/independent234/index.ts';
import { generateIndependent236, INDEPENDENT236_LAYOUT_NAMES } from '../test/forms/independent236/index.ts';
import { generateIndependent235, INDEPENDENT235_LAYOUT_NAMES } from '../test/forms/independent235/index.ts';
import { generateIndependent233, INDEPENDENT233_LAYOUT_NAMES } from '../test/forms/independent233/index.ts';
import { generateIndependent239, INDEPENDENT239_LAYOUT_NAMES } from '../test/forms/independent239/index.ts';
import { generateIndependent238, INDEPENDENT238_LAYOUT_NAMES } from '../test/forms/independent238/index.ts';
import { generateIndependent237, INDEPENDENT237_LAYOUT_NAMES } from '../test/forms/independent237/index.ts';
import { generateIndependent240, INDEPENDENT240_LAYOUT_NAMES } from '../test/forms/independent240/index.ts';
import { generateIndependent243, INDEPENDENT243_LAYOUT_NAMES } from '../test/forms/independent243/index.ts';
import { generateIndependent242, INDEPENDENT242_LAYOUT_NAMES } from '../test/forms/independent242/index.ts';
import { generateIndependent244, INDEPENDENT244_LAYOUT_NAMES } from '../test/forms/independent244/index.ts';
import { generateIndependent241, INDEPENDENT241_LAYOUT_NAMES } from '../test/forms/independent241/index.ts';
import { generateIndependent247, INDEPENDENT247_LAYOUT_NAMES } from '../test/forms/independent247/index.ts';
import { generateIndependent248, INDEPENDENT248_LAYOUT_NAMES } from '../test/forms/independent248/index.ts';
import { generateIndependent245, INDEPENDENT245_LAYOUT_NAMES } from '../test/forms/independent245/index.ts';
import { generateIndependent246, INDEPENDENT246_LAYOUT_NAMES } from '../test/forms/independent246/index.ts';
import { generateIndependent251, INDEPENDENT251_LAYOUT_NAMES } from '../test/forms/independent251/index.ts';
import { generateIndependent252, INDEPENDENT252_LAYOUT_NAMES } from '../test/forms/independent252/index.ts';
import { generateIndependent249, INDEPENDENT249_LAYOUT_NAMES } from '../test/forms/independent249/index.ts';
import { generateIndependent250, INDEPENDENT250_LAYOUT_NAMES } from '../test/forms/independent250/index.ts';
import { generateIndependent255, INDEPENDENT255_LAYOUT_NAMES } from '../test/forms/independent255/index.ts';
import { generateIndependent253, INDEPENDENT253_LAYOUT_NAMES } from '../test/forms/independent253/index.ts';
import { generateIndependent254, INDEPENDENT254_LAYOUT_NAMES } from '../test/forms/independent254/index.ts';
import { generateIndependent256, INDEPENDENT256_LAYOUT_NAMES } from '../test/forms/independent256/index.ts';
import { generateIndependent257, INDEPENDENT257_LAYOUT_NAMES } from '../test/forms/independent257/index.ts';
import { generateIndependent258, INDEPENDENT258_LAYOUT_NAMES } from '../test/forms/independent258/index.ts';
import { generateIndependent259, INDEPENDENT259_LAYOUT_NAMES } from '../test/forms/independent259/index.ts';
import { generateIndependent260, INDEPENDENT260_LAYOUT_NAMES } from '../test/forms/independent260/index.ts';
import { generateIndependent262, INDEPENDENT262_LAYOUT_NAMES } from '../test/forms/independent262/index.ts';
import { generateIndependent261, INDEPENDENT261_LAYOUT_NAMES } from '../test/forms/independent261/index.ts';
import { generateIndependent263, INDEPENDENT263_LAYOUT_NAMES } from '../test/forms/independent263/index.ts';
import { generateIndependent264, INDEPENDENT264_LAYOUT_NAMES } from '../test/forms/independent264/index.ts';
import { generateIndependent267, INDEPENDENT267_LAYOUT_NAMES } from '../test/forms/independent267/index.ts';
import { generateIndependent265, INDEPENDENT265_LAYOUT_NAMES } from '../test/forms/independent265/index.ts';
import { generateIndependent266, INDEPENDENT266_LAYOUT_NAMES } from '../test/forms/independent266/index.ts';
import { generateIndependent268, INDEPENDENT268_LAYOUT_NAMES } from '../test/forms/independent268/index.ts';
import { generateIndependent269, INDEPENDENT269_LAYOUT_NAMES } from '../test/forms/independent269/index.ts';
import { generateIndependent271, INDEPENDENT271_LAYOUT_NAMES } from '../test/forms/independent271/index.ts';
import { generateIndependent272, INDEPENDENT272_LAYOUT_NAMES } from '../test/forms/independent272/index.ts';
import { generateIndependent270, INDEPENDENT270_LAYOUT_NAMES } from '../test/forms/independent270/index.ts';
type Style = 'typed' | 'handwritten' | 'fillable';
type Generate = (layout: string, seed: number, o: { style: Style; scan: boolean }) => Promise<{ pdf: Uint8Array; truth: TruthApplication }>;
const SETS: Record<string, { names: readonly string[]; generate: Generate }> = {
  1: { names: INDEPENDENT_LAYOUT_NAMES, generate: generateIndependent },
  2: { names: INDEPENDENT2_LAYOUT_NAMES, generate: generateIndependent2 },
  3: { names: INDEPENDENT3_LAYOUT_NAMES, generate: generateIndependent3 },
  4: { names: INDEPENDENT4_LAYOUT_NAMES, generate: generateIndependent4 },
  5: { names: INDEPENDENT5_LAYOUT_NAMES, generate: generateIndependent5 },
  6: { names: INDEPENDENT6_LAYOUT_NAMES, generate: generateIndependent6 },
  7: { names: INDEPENDENT7_LAYOUT_NAMES, generate: generateIndependent7 },
  8: { names: INDEPENDENT8_LAYOUT_NAMES, generate: generateIndependent8 },
  9: { names: INDEPENDENT9_LAYOUT_NAMES, generate: generateIndependent9 },
  10: { names: INDEPENDENT10_LAYOUT_NAMES, generate: generateIndependent10 },
  11: { names: INDEPENDENT11_LAYOUT_NAMES, generate: generateIndependent11 },
  12: { names: INDEPENDENT12_LAYOUT_NAMES, generate: generateIndependent12 },
  13: { names: INDEPENDENT13_LAYOUT_NAMES, generate: generateIndependent13 },
  14: { names: INDEPENDENT14_LAYOUT_NAMES, generate: generateIndependent14 },
  15: { names: INDEPENDENT15_LAYOUT_NAMES, generate: generateIndependent15 },
  16: { names: INDEPENDENT16_LAYOUT_NAMES, generate: generateIndependent16 },
  17: { names: INDEPENDENT17_LAYOUT_NAMES, generate: generateIndependent17 },
  18: { names: INDEPENDENT18_LAYOUT_NAMES, generate: generateIndependent18 },
  19: { names: INDEPENDENT19_LAYOUT_NAMES, generate: generateIndependent19 },
  20: { names: INDEPENDENT20_LAYOUT_NAMES, generate: generateIndependent20 },
  21: { names: INDEPENDENT21_LAYOUT_NAMES, generate: generateIndependent21 },
  22: { names: INDEPENDENT22_LAYOUT_NAMES, generate: generateIndependent22 },
  23: { names: INDEPENDENT23_LAYOUT_NAMES, generate: generateIndependent23 },
  24: { names: INDEPENDENT24_LAYOUT_NAMES, generate: generateIndependent24 },
  25: { names: INDEPENDENT25_LAYOUT_NAMES, generate: generateIndependent25 },
  26: { names: INDEPENDENT26_LAYOUT_NAMES, generate: generateIndependent26 },
  27: { names: INDEPENDENT27_LAYOUT_NAMES, generate: generateIndependent27 },
  28: { names: INDEPENDENT28_LAYOUT_NAMES, generate: generateIndependent28 },
  29: { names: INDEPENDENT29_LAYOUT_NAMES, generate: generateIndependent29 },
  30: { names: INDEPENDENT30_LAYOUT_NAMES, generate: generateIndependent30 },
  31: { names: INDEPENDENT31_LAYOUT_NAMES, generate: generateIndependent31 },
  32: { names: INDEPENDENT32_LAYOUT_NAMES, generate: generateIndependent32 },
  33: { names: INDEPENDENT33_LAYOUT_NAMES, generate: generateIndependent33 },
  34: { names: INDEPENDENT34_LAYOUT_NAMES, generate: generateIndependent34 },
  35: { names: INDEPENDENT35_LAYOUT_NAMES, generate: generateIndependent35 },
  36: { names: INDEPENDENT36_LAYOUT_NAMES, generate: generateIndependent36 },
  37: { names: INDEPENDENT37_LAYOUT_NAMES, generate: generateIndependent37 },
  38: { names: INDEPENDENT38_LAYOUT_NAMES, generate: generateIndependent38 },
  39: { names: INDEPENDENT39_LAYOUT_NAMES, generate: generateIndependent39 },
  40: { names: INDEPENDENT40_LAYOUT_NAMES, generate: generateIndependent40 },
  41: { names: INDEPENDENT41_LAYOUT_NAMES, generate: generateIndependent41 },
  42: { names: INDEPENDENT42_LAYOUT_NAMES, generate: generateIndependent42 },
  43: { names: INDEPENDENT43_LAYOUT_NAMES, generate: generateIndependent43 },
  44: { names: INDEPENDENT44_LAYOUT_NAMES, generate: generateIndependent44 },
  45: { names: INDEPENDENT45_LAYOUT_NAMES, generate: generateIndependent45 },
  46: { names: INDEPENDENT46_LAYOUT_NAMES, generate: generateIndependent46 },
  47: { names: INDEPENDENT47_LAYOUT_NAMES, generate: generateIndependent47 },
  48: { names: INDEPENDENT48_LAYOUT_NAMES, generate: generateIndependent48 },
  49: { names: INDEPENDENT49_LAYOUT_NAMES, generate: generateIndependent49 },
  50: { names: INDEPENDENT50_LAYOUT_NAMES, generate: generateIndependent50 },
  51: { names: INDEPENDENT51_LAYOUT_NAMES, generate: generateIndependent51 },
  52: { names: INDEPENDENT52_LAYOUT_NAMES, generate: generateIndependent52 },
  53: { names: INDEPENDENT53_LAYOUT_NAMES, generate: generateIndependent53 },
  54: { names: INDEPENDENT54_LAYOUT_NAMES, generate: generateIndependent54 },
  55: { names: INDEPENDENT55_LAYOUT_NAMES, generate: generateIndependent55 },
  56: { names: INDEPENDENT56_LAYOUT_NAMES, generate: generateIndependent56 },
  57: { names: INDEPENDENT57_LAYOUT_NAMES, generate: generateIndependent57 },
  58: { names: INDEPENDENT58_LAYOUT_NAMES, generate: generateIndependent58 },
  59: { names: INDEPENDENT59_LAYOUT_NAMES, generate: generateIndependent59 },
  60: { names: INDEPENDENT60_LAYOUT_NAMES, generate: generateIndependent60 },
  61: { names: INDEPENDENT61_LAYOUT_NAMES, generate: generateIndependent61 },
  62: { names: INDEPENDENT62_LAYOUT_NAMES, generate: generateIndependent62 },
  63: { names: INDEPENDENT63_LAYOUT_NAMES, generate: generateIndependent63 },
  64: { names: INDEPENDENT64_LAYOUT_NAMES, generate: generateIndependent64 },
  65: { names: INDEPENDENT65_LAYOUT_NAMES, generate: generateIndependent65 },
  66: { names: INDEPENDENT66_LAYOUT_NAMES, generate: generateIndependent66 },
  67: { names: INDEPENDENT67_LAYOUT_NAMES, generate: generateIndependent67 },
  68: { names: INDEPENDENT68_LAYOUT_NAMES, generate: generateIndependent68 },
  69: { names: INDEPENDENT69_LAYOUT_NAMES, generate: generateIndependent69 },
  70: { names: INDEPENDENT70_LAYOUT_NAMES, generate: generateIndependent70 },
  71: { names: INDEPENDENT71_LAYOUT_NAMES, generate: generateIndependent71 },
  72: { names: INDEPENDENT72_LAYOUT_NAMES, generate: generateIndependent72 },
  73: { names: INDEPENDENT73_LAYOUT_NAMES, generate: generateIndependent73 },
  74: { names: INDEPENDENT74_LAYOUT_NAMES, generate: generateIndependent74 },
  75: { names: INDEPENDENT75_LAYOUT_NAMES, generate: generateIndependent75 },
  76: { names: INDEPENDENT76_LAYOUT_NAMES, generate: generateIndependent76 },
  78: { names: INDEPENDENT78_LAYOUT_NAMES, generate: generateIndependent78 },
  79: { names: INDEPENDENT79_LAYOUT_NAMES, generate: generateIndependent79 },
  81: { names: INDEPENDENT81_LAYOUT_NAMES, generate: generateIndependent81 },
  77: { names: INDEPENDENT77_LAYOUT_NAMES, generate: generateIndependent77 },
  80: { names: INDEPENDENT80_LAYOUT_NAMES, generate: generateIndependent80 },
  82: { names: INDEPENDENT82_LAYOUT_NAMES, generate: generateIndependent82 },
  83: { names: INDEPENDENT83_LAYOUT_NAMES, generate: generateIndependent83 },
  84: { names: INDEPENDENT84_LAYOUT_NAMES, generate: generateIndependent84 },
  85: { names: INDEPENDENT85_LAYOUT_NAMES, generate: generateIndependent85 },
  86: { names: INDEPENDENT86_LAYOUT_NAMES, generate: generateIndependent86 },
  87: { names: INDEPENDENT87_LAYOUT_NAMES, generate: generateIndependent87 },
  88: { names: INDEPENDENT88_LAYOUT_NAMES, generate: generateIndependent88 },
  89: { names: INDEPENDENT89_LAYOUT_NAMES, generate: generateIndependent89 },
  90: { names: INDEPENDENT90_LAYOUT_NAMES, generate: generateIndependent90 },
  91: { names: INDEPENDENT91_LAYOUT_NAMES, generate: generateIndependent91 },
  92: { names: INDEPENDENT92_LAYOUT_NAMES, generate: generateIndependent92 },
  93: { names: INDEPENDENT93_LAYOUT_NAMES, generate: generateIndependent93 },
  94: { names: INDEPENDENT94_LAYOUT_NAMES, generate: generateIndependent94 },
  95: { names: INDEPENDENT95_LAYOUT_NAMES, generate: generateIndependent95 },
  96: { names: INDEPENDENT96_LAYOUT_NAMES, generate: generateIndependent96 },
  97: { names: INDEPENDENT97_LAYOUT_NAMES, generate: generateIndependent97 },
  98: { names: INDEPENDENT98_LAYOUT_NAMES, generate: generateIndependent98 },
  99: { names: INDEPENDENT99_LAYOUT_NAMES, generate: generateIndependent99 },
  100: { names: INDEPENDENT100_LAYOUT_NAMES, generate: generateIndependent100 },
  102: { names: INDEPENDENT102_LAYOUT_NAMES, generate: generateIndependent102 },
  104: { names: INDEPENDENT104_LAYOUT_NAMES, generate: generateIndependent104 },
  106: { names: INDEPENDENT106_LAYOUT_NAMES, generate: generateIndependent106 },
  105: { names: INDEPENDENT105_LAYOUT_NAMES, generate: generateIndependent105 },
  103: { names: INDEPENDENT103_LAYOUT_NAMES, generate: generateIndependent103 },
  101: { names: INDEPENDENT101_LAYOUT_NAMES, generate: generateIndependent101 },
  109: { names: INDEPENDENT109_LAYOUT_NAMES, generate: generateIndependent109 },
  110: { names: INDEPENDENT110_LAYOUT_NAMES, generate: generateIndependent110 },
  107: { names: INDEPENDENT107_LAYOUT_NAMES, generate: generateIndependent107 },
  108: { names: INDEPENDENT108_LAYOUT_NAMES, generate: generateIndependent108 },
  111: { names: INDEPENDENT111_LAYOUT_NAMES, generate: generateIndependent111 },
  112: { names: INDEPENDENT112_LAYOUT_NAMES, generate: generateIndependent112 },
  113: { names: INDEPENDENT113_LAYOUT_NAMES, generate: generateIndependent113 },
  114: { names: INDEPENDENT114_LAYOUT_NAMES, generate: generateIndependent114 },
  115: { names: INDEPENDENT115_LAYOUT_NAMES, generate: generateIndependent115 },
  116: { names: INDEPENDENT116_LAYOUT_NAMES, generate: generateIndependent116 },
  117: { names: INDEPENDENT117_LAYOUT_NAMES, generate: generateIndependent117 },
  118: { names: INDEPENDENT118_LAYOUT_NAMES, generate: generateIndependent118 },
  119: { names: INDEPENDENT119_LAYOUT_NAMES, generate: generateIndependent119 },
  120: { names: INDEPENDENT120_LAYOUT_NAMES, generate: generateIndependent120 },
  121: { names: INDEPENDENT121_LAYOUT_NAMES, generate: generateIndependent121 },
  122: { names: INDEPENDENT122_LAYOUT_NAMES, generate: generateIndependent122 },
  123: { names: INDEPENDENT123_LAYOUT_NAMES, generate: generateIndependent123 },
  124: { names: INDEPENDENT124_LAYOUT_NAMES, generate: generateIndependent124 },
  125: { names: INDEPENDENT125_LAYOUT_NAMES, generate: generateIndependent125 },
  126: { names: INDEPENDENT126_LAYOUT_NAMES, generate: generateIndependent126 },
  128: { names: INDEPENDENT128_LAYOUT_NAMES, generate: generateIndependent128 },
  129: { names: INDEPENDENT129_LAYOUT_NAMES, generate: generateIndependent129 },
  127: { names: INDEPENDENT127_LAYOUT_NAMES, generate: generateIndependent127 },
  132: { names: INDEPENDENT132_LAYOUT_NAMES, generate: generateIndependent132 },
  130: { names: INDEPENDENT130_LAYOUT_NAMES, generate: generateIndependent130 },
  131: { names: INDEPENDENT131_LAYOUT_NAMES, generate: generateIndependent131 },
  133: { names: INDEPENDENT133_LAYOUT_NAMES, generate: generateIndependent133 },
  135: { names: INDEPENDENT135_LAYOUT_NAMES, generate: generateIndependent135 },
  136: { names: INDEPENDENT136_LAYOUT_NAMES, generate: generateIndependent136 },
  137: { names: INDEPENDENT137_LAYOUT_NAMES, generate: generateIndependent137 },
  139: { names: INDEPENDENT139_LAYOUT_NAMES, generate: generateIndependent139 },
  138: { names: INDEPENDENT138_LAYOUT_NAMES, generate: generateIndependent138 },
  134: { names: INDEPENDENT134_LAYOUT_NAMES, generate: generateIndependent134 },
  140: { names: INDEPENDENT140_LAYOUT_NAMES, generate: generateIndependent140 },
  141: { names: INDEPENDENT141_LAYOUT_NAMES, generate: generateIndependent141 },
  142: { names: INDEPENDENT142_LAYOUT_NAMES, generate: generateIndependent142 },
  143: { names: INDEPENDENT143_LAYOUT_NAMES, generate: generateIndependent143 },
  144: { names: INDEPENDENT144_LAYOUT_NAMES, generate: generateIndependent144 },
  145: { names: INDEPENDENT145_LAYOUT_NAMES, generate: generateIndependent145 },
  146: { names: INDEPENDENT146_LAYOUT_NAMES, generate: generateIndependent146 },
  147: { names: INDEPENDENT147_LAYOUT_NAMES, generate: generateIndependent147 },
  148: { names: INDEPENDENT148_LAYOUT_NAMES, generate: generateIndependent148 },
  149: { names: INDEPENDENT149_LAYOUT_NAMES, generate: generateIndependent149 },
  150: { names: INDEPENDENT150_LAYOUT_NAMES, generate: generateIndependent150 },
  151: { names: INDEPENDENT151_LAYOUT_NAMES, generate: generateIndependent151 },
  152: { names: INDEPENDENT152_LAYOUT_NAMES, generate: generateIndependent152 },
  156: { names: INDEPENDENT156_LAYOUT_NAMES, generate: generateIndependent156 },
  154: { names: INDEPENDENT154_LAYOUT_NAMES, generate: generateIndependent154 },
  153: { names: INDEPENDENT153_LAYOUT_NAMES, generate: generateIndependent153 },
  155: { names: INDEPENDENT155_LAYOUT_NAMES, generate: generateIndependent155 },
  157: { names: INDEPENDENT157_LAYOUT_NAMES, generate: generateIndependent157 },
  160: { names: INDEPENDENT160_LAYOUT_NAMES, generate: generateIndependent160 },
  161: { names: INDEPENDENT161_LAYOUT_NAMES, generate: generateIndependent161 },
  158: { names: INDEPENDENT158_LAYOUT_NAMES, generate: generateIndependent158 },
  159: { names: INDEPENDENT159_LAYOUT_NAMES, generate: generateIndependent159 },
  162: { names: INDEPENDENT162_LAYOUT_NAMES, generate: generateIndependent162 },
  163: { names: INDEPENDENT163_LAYOUT_NAMES, generate: generateIndependent163 },
  164: { names: INDEPENDENT164_LAYOUT_NAMES, generate: generateIndependent164 },
  166: { names: INDEPENDENT166_LAYOUT_NAMES, generate: generateIndependent166 },
  167: { names: INDEPENDENT167_LAYOUT_NAMES, generate: generateIndependent167 },
  168: { names: INDEPENDENT168_LAYOUT_NAMES, generate: generateIndependent168 },
  165: { names: INDEPENDENT165_LAYOUT_NAMES, generate: generateIndependent165 },
  169: { names: INDEPENDENT169_LAYOUT_NAMES, generate: generateIndependent169 },
  173: { names: INDEPENDENT173_LAYOUT_NAMES, generate: generateIndependent173 },
  174: { names: INDEPENDENT174_LAYOUT_NAMES, generate: generateIndependent174 },
  172: { names: INDEPENDENT172_LAYOUT_NAMES, generate: generateIndependent172 },
  175: { names: INDEPENDENT175_LAYOUT_NAMES, generate: generateIndependent175 },
  170: { names: INDEPENDENT170_LAYOUT_NAMES, generate: generateIndependent170 },
  171: { names: INDEPENDENT171_LAYOUT_NAMES, generate: generateIndependent171 },
  176: { names: INDEPENDENT176_LAYOUT_NAMES, generate: generateIndependent176 },
  178: { names: INDEPENDENT178_LAYOUT_NAMES, generate: generateIndependent178 },
  179: { names: INDEPENDENT179_LAYOUT_NAMES, generate: generateIndependent179 },
  177: { names: INDEPENDENT177_LAYOUT_NAMES, generate: generateIndependent177 },
  180: { names: INDEPENDENT180_LAYOUT_NAMES, generate: generateIndependent180 },
  181: { names: INDEPENDENT181_LAYOUT_NAMES, generate: generateIndependent181 },
  182: { names: INDEPENDENT182_LAYOUT_NAMES, generate: generateIndependent182 },
  184: { names: INDEPENDENT184_LAYOUT_NAMES, generate: generateIndependent184 },
  185: { names: INDEPENDENT185_LAYOUT_NAMES, generate: generateIndependent185 },
  183: { names: INDEPENDENT183_LAYOUT_NAMES, generate: generateIndependent183 },
  188: { names: INDEPENDENT188_LAYOUT_NAMES, generate: generateIndependent188 },
  189: { names: INDEPENDENT189_LAYOUT_NAMES, generate: generateIndependent189 },
  187: { names: INDEPENDENT187_LAYOUT_NAMES, generate: generateIndependent187 },
  186: { names: INDEPENDENT186_LAYOUT_NAMES, generate: generateIndependent186 },
  193: { names: INDEPENDENT193_LAYOUT_NAMES, generate: generateIndependent193 },
  195: { names: INDEPENDENT195_LAYOUT_NAMES, generate: generateIndependent195 },
  190: { names: INDEPENDENT190_LAYOUT_NAMES, generate: generateIndependent190 },
  194: { names: INDEPENDENT194_LAYOUT_NAMES, generate: generateIndependent194 },
  191: { names: INDEPENDENT191_LAYOUT_NAMES, generate: generateIndependent191 },
  192: { names: INDEPENDENT192_LAYOUT_NAMES, generate: generateIndependent192 },
  196: { names: INDEPENDENT196_LAYOUT_NAMES, generate: generateIndependent196 },
  198: { names: INDEPENDENT198_LAYOUT_NAMES, generate: generateIndependent198 },
  199: { names: INDEPENDENT199_LAYOUT_NAMES, generate: generateIndependent199 },
  197: { names: INDEPENDENT197_LAYOUT_NAMES, generate: generateIndependent197 },
  201: { names: INDEPENDENT201_LAYOUT_NAMES, generate: generateIndependent201 },
  202: { names: INDEPENDENT202_LAYOUT_NAMES, generate: generateIndependent202 },
  203: { names: INDEPENDENT203_LAYOUT_NAMES, generate: generateIndependent203 },
  204: { names: INDEPENDENT204_LAYOUT_NAMES, generate: generateIndependent204 },
  200: { names: INDEPENDENT200_LAYOUT_NAMES, generate: generateIndependent200 },
  206: { names: INDEPENDENT206_LAYOUT_NAMES, generate: generateIndependent206 },
  207: { names: INDEPENDENT207_LAYOUT_NAMES, generate: generateIndependent207 },
  205: { names: INDEPENDENT205_LAYOUT_NAMES, generate: generateIndependent205 },
  208: { names: INDEPENDENT208_LAYOUT_NAMES, generate: generateIndependent208 },
  210: { names: INDEPENDENT210_LAYOUT_NAMES, generate: generateIndependent210 },
  212: { names: INDEPENDENT212_LAYOUT_NAMES, generate: generateIndependent212 },
  211: { names: INDEPENDENT211_LAYOUT_NAMES, generate: generateIndependent211 },
  209: { names: INDEPENDENT209_LAYOUT_NAMES, generate: generateIndependent209 },
  215: { names: INDEPENDENT215_LAYOUT_NAMES, generate: generateIndependent215 },
  214: { names: INDEPENDENT214_LAYOUT_NAMES, generate: generateIndependent214 },
  213: { names: INDEPENDENT213_LAYOUT_NAMES, generate: generateIndependent213 },
  216: { names: INDEPENDENT216_LAYOUT_NAMES, generate: generateIndependent216 },
  219: { names: INDEPENDENT219_LAYOUT_NAMES, generate: generateIndependent219 },
  217: { names: INDEPENDENT217_LAYOUT_NAMES, generate: generateIndependent217 },
  218: { names: INDEPENDENT218_LAYOUT_NAMES, generate: generateIndependent218 },
  220: { names: INDEPENDENT220_LAYOUT_NAMES, generate: generateIndependent220 },
  222: { names: INDEPENDENT222_LAYOUT_NAMES, generate: generateIndependent222 },
  224: { names: INDEPENDENT224_LAYOUT_NAMES, generate: generateIndependent224 },
  223: { names: INDEPENDENT223_LAYOUT_NAMES, generate: generateIndependent223 },
  221: { names: INDEPENDENT221_LAYOUT_NAMES, generate: generateIndependent221 },
  226: { names: INDEPENDENT226_LAYOUT_NAMES, generate: generateIndependent226 },
  227: { names: INDEPENDENT227_LAYOUT_NAMES, generate: generateIndependent227 },
  228: { names: INDEPENDENT228_LAYOUT_NAMES, generate: generateIndependent228 },
  225: { names: INDEPENDENT225_LAYOUT_NAMES, generate: generateIndependent225 },
  232: { names: INDEPENDENT232_LAYOUT_NAMES, generate: generateIndependent232 },
  230: { names: INDEPENDENT230_LAYOUT_NAMES, generate: generateIndependent230 },
  229: { names: INDEPENDENT229_LAYOUT_NAMES, generate: generateIndependent229 },
  231: { names: INDEPENDENT231_LAYOUT_NAMES, generate: generateIndependent231 },
  234: { names: INDEPENDENT234_LAYOUT_NAMES, generate: generateIndependent234 },
  236: { names: INDEPENDENT236_LAYOUT_NAMES, generate: generateIndependent236 },
  235: { names: INDEPENDENT235_LAYOUT_NAMES, generate: generateIndependent235 },
  233: { names: INDEPENDENT233_LAYOUT_NAMES, generate: generateIndependent233 },
  239: { names: INDEPENDENT239_LAYOUT_NAMES, generate: generateIndependent239 },
  238: { names: INDEPENDENT238_LAYOUT_NAMES, generate: generateIndependent238 },
  237: { names: INDEPENDENT237_LAYOUT_NAMES, generate: generateIndependent237 },
  240: { names: INDEPENDENT240_LAYOUT_NAMES, generate: generateIndependent240 },
  243: { names: INDEPENDENT243_LAYOUT_NAMES, generate: generateIndependent243 },
  242: { names: INDEPENDENT242_LAYOUT_NAMES, generate: generateIndependent242 },
  244: { names: INDEPENDENT244_LAYOUT_NAMES, generate: generateIndependent244 },
  241: { names: INDEPENDENT241_LAYOUT_NAMES, generate: generateIndependent241 },
  247: { names: INDEPENDENT247_LAYOUT_NAMES, generate: generateIndependent247 },
  248: { names: INDEPENDENT248_LAYOUT_NAMES, generate: generateIndependent248 },
  245: { names: INDEPENDENT245_LAYOUT_NAMES, generate: generateIndependent245 },
  246: { names: INDEPENDENT246_LAYOUT_NAMES, generate: generateIndependent246 },
  251: { names: INDEPENDENT251_LAYOUT_NAMES, generate: generateIndependent251 },
  252: { names: INDEPENDENT252_LAYOUT_NAMES, generate: generateIndependent252 },
  249: { names: INDEPENDENT249_LAYOUT_NAMES, generate: generateIndependent249 },
  250: { names: INDEPENDENT250_LAYOUT_NAMES, generate: generateIndependent250 },
  255: { names: INDEPENDENT255_LAYOUT_NAMES, generate: generateIndependent255 },
  253: { names: INDEPENDENT253_LAYOUT_NAMES, generate: generateIndependent253 },
  254: { names: INDEPENDENT254_LAYOUT_NAMES, generate: generateIndependent254 },
  256: { names: INDEPENDENT256_LAYOUT_NAMES, generate: generateIndependent256 },
  257: { names: INDEPENDENT257_LAYOUT_NAMES, generate: generateIndependent257 },
  258: { names: INDEPENDENT258_LAYOUT_NAMES, generate: generateIndependent258 },
  259: { names: INDEPENDENT259_LAYOUT_NAMES, generate: generateIndependent259 },
  260: { names: INDEPENDENT260_LAYOUT_NAMES, generate: generateIndependent260 },
  261: { names: INDEPENDENT261_LAYOUT_NAMES, generate: generateIndependent261 },
  262: { names: INDEPENDENT262_LAYOUT_NAMES, generate: generateIndependent262 },
  263: { names: INDEPENDENT263_LAYOUT_NAMES, generate: generateIndependent263 },
  264: { names: INDEPENDENT264_LAYOUT_NAMES, generate: generateIndependent264 },
  267: { names: INDEPENDENT267_LAYOUT_NAMES, generate: generateIndependent267 },
  265: { names: INDEPENDENT265_LAYOUT_NAMES, generate: generateIndependent265 },
  266: { names: INDEPENDENT266_LAYOUT_NAMES, generate: generateIndependent266 },
  268: { names: INDEPENDENT268_LAYOUT_NAMES, generate: generateIndependent268 },
  269: { names: INDEPENDENT269_LAYOUT_NAMES, generate: generateIndependent269 },
  271: { names: INDEPENDENT271_LAYOUT_NAMES, generate: generateIndependent271 },
  272: { names: INDEPENDENT272_LAYOUT_NAMES, generate: generateIndependent272 },
  270: { names: INDEPENDENT270_LAYOUT_NAMES, generate: generateIndependent270 },
};

const { values: args } = parseArgs({ options: {
  set: { type: 'string', default: '1' }, layouts: { type: 'string' }, styles: { type: 'string' }, count: { type: 'string', default: '2' },
  seed: { type: 'string', default: '500000' }, 'page-timeout-ms': { type: 'string' }, scan: { type: 'boolean', default: false }, details: { type: 'boolean', default: false } } });
const set = SETS[args.set];
if (!set) { process.stderr.write(`unknown --set ${args.set} (known: ${Object.keys(SETS).join(', ')})\n`); process.exit(2); }

const layouts = args.layouts ? args.layouts.split(',') : [...set.names];
const styles = (args.styles ? args.styles.split(',') : ['typed', 'handwritten', 'fillable']) as Style[];
const count = Number(args.count);
const seed0 = Number(args.seed);

interface Tally { forms: number; fields: number; right: number; wrong: number; missed: number; invented: number }
const empty = (): Tally => ({ forms: 0, fields: 0, right: 0, wrong: 0, missed: 0, invented: 0 });
const add = (t: Tally, s: Omit<Tally, 'forms'>) => { t.forms++; t.fields += s.fields; t.right += s.right; t.wrong += s.wrong; t.missed += s.missed; t.invented += s.invented; };
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

function line(name: string, t: Tally): string {
  const cells = [name.padEnd(42), String(t.forms).padStart(5), String(t.fields).padStart(6)];
  for (const k of ['right', 'wrong', 'missed', 'invented'] as const) cells.push(`${String(t[k]).padStart(5)} ${pct(t[k], t.fields).padStart(6)}`);
  return cells.join(' ');
}

const show = (v: unknown) => (v === null || v === undefined ? 'null' : JSON.stringify(v));
const engines = createEngines();
// On a shared machine a scanned page's wall time follows everyone else's load: `--page-timeout-ms N` lifts the
// per-page OCR limit so that a page timed out is not counted as a page misread.
const ocr = args['page-timeout-ms'] ? { pageTimeoutMs: Number(args['page-timeout-ms']), idleMs: 600_000 } : undefined;
const byKey = new Map<string, Tally>();
const byStyle = new Map<string, Tally>();
const total = empty();
const kinds = new Map<string, { n: number; example: string }>();

for (const layout of layouts) {
  for (const style of styles) {
    const key = `${layout} / ${style}${args.scan ? ' (scan)' : ''}`;
    const tally = byKey.get(key) ?? empty();
    for (let k = 0; k < count; k++) {
      const seed = seed0 + k;
      const form = await set.generate(layout, seed, { style, scan: args.scan });
      const result = await parseStatements([{ name: `${layout}-${style}-${seed}.pdf`, bytes: form.pdf }], { engines, ocr });
      const app = (result as unknown as { application?: Record<string, unknown> | null }).application ?? null;
      const score = scoreApplication(form.truth, app, ['date_of_birth']);
      add(tally, score);
      add(total, score);
      const st = byStyle.get(style) ?? empty();
      add(st, score);
      byStyle.set(style, st);
      const bad = score.details.filter((d: FieldScore) => d.verdict !== 'right');
      for (const d of bad) {
        const kind = `${d.verdict} ${d.field.replace(/\[\d+\]/, '[i]')} @ ${layout}`;
        const e = kinds.get(kind) ?? { n: 0, example: `truth ${show(d.truth)}, read ${show(d.read)}` };
        e.n++;
        kinds.set(kind, e);
      }
      if (args.details && bad.length) {
        console.log(`  ${layout} ${style} seed ${seed}:`);
        for (const d of bad) console.log(`    ${d.verdict.padEnd(8)} ${d.field.padEnd(28)} truth ${show(d.truth)}  read ${show(d.read)}`);
      }
    }
    byKey.set(key, tally);
  }
}
await engines.close();

const head = `${'layout / style'.padEnd(42)} forms fields  right    %    wrong    %   missed    %  invented   %`;
console.log(head);
for (const [k, t] of byKey) console.log(line(k, t));
console.log('-'.repeat(head.length));
for (const [k, t] of byStyle) console.log(line(`style ${k}`, t));
console.log(line('TOTAL', total));
if (args.details) {
  console.log('\nmost frequent wrong / missed / invented field kinds:');
  for (const [k, e] of [...kinds].sort((a, b) => b[1].n - a[1].n).slice(0, 20)) console.log(`  ${String(e.n).padStart(3)}  ${k}  (e.g. ${e.example})`);
}
