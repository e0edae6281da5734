// Code generated from Unicode NFD decompositions by a one-off script; DO NOT EDIT.
// Covers Latin-1 Supplement, Latin Extended-A/B and Latin Extended Additional.

package where

// foldPairs lists a Latin letter with a diacritic followed by its base
// letter in lower case, pair after pair.
const foldPairs = "" +
	"ÀaÁaÂaÃaÄaÅaÇcÈeÉeÊeËeÌiÍiÎiÏiÑnÒoÓoÔoÕoÖoÙuÚuÛuÜuÝyàaáaâaãa" +
	"äaåaçcèeéeêeëeìiíiîiïiñnòoóoôoõoöoùuúuûuüuýyÿyĀaāaĂaăaĄaąaĆc" +
	"ćcĈcĉcĊcċcČcčcĎdďdĒeēeĔeĕeĖeėeĘeęeĚeěeĜgĝgĞgğgĠgġgĢgģgĤhĥhĨi" +
	"ĩiĪiīiĬiĭiĮiįiİiĴjĵjĶkķkĹlĺlĻlļlĽlľlŃnńnŅnņnŇnňnŌoōoŎoŏoŐoőo" +
	"ŔrŕrŖrŗrŘrřrŚsśsŜsŝsŞsşsŠsšsŢtţtŤtťtŨuũuŪuūuŬuŭuŮuůuŰuűuŲuųu" +
	"ŴwŵwŶyŷyŸyŹzźzŻzżzŽzžzƠoơoƯuưuǍaǎaǏiǐiǑoǒoǓuǔuǕuǖuǗuǘuǙuǚuǛu" +
	"ǜuǞaǟaǠaǡaǦgǧgǨkǩkǪoǫoǬoǭoǰjǴgǵgǸnǹnǺaǻaȀaȁaȂaȃaȄeȅeȆeȇeȈiȉi" +
	"ȊiȋiȌoȍoȎoȏoȐrȑrȒrȓrȔuȕuȖuȗuȘsșsȚtțtȞhȟhȦaȧaȨeȩeȪoȫoȬoȭoȮoȯo" +
	"ȰoȱoȲyȳyḀaḁaḂbḃbḄbḅbḆbḇbḈcḉcḊdḋdḌdḍdḎdḏdḐdḑdḒdḓdḔeḕeḖeḗeḘeḙe" +
	"ḚeḛeḜeḝeḞfḟfḠgḡgḢhḣhḤhḥhḦhḧhḨhḩhḪhḫhḬiḭiḮiḯiḰkḱkḲkḳkḴkḵkḶlḷl" +
	"ḸlḹlḺlḻlḼlḽlḾmḿmṀmṁmṂmṃmṄnṅnṆnṇnṈnṉnṊnṋnṌoṍoṎoṏoṐoṑoṒoṓoṔpṕp" +
	"ṖpṗpṘrṙrṚrṛrṜrṝrṞrṟrṠsṡsṢsṣsṤsṥsṦsṧsṨsṩsṪtṫtṬtṭtṮtṯtṰtṱtṲuṳu" +
	"ṴuṵuṶuṷuṸuṹuṺuṻuṼvṽvṾvṿvẀwẁwẂwẃwẄwẅwẆwẇwẈwẉwẊxẋxẌxẍxẎyẏyẐzẑz" +
	"ẒzẓzẔzẕzẖhẗtẘwẙyẠaạaẢaảaẤaấaẦaầaẨaẩaẪaẫaẬaậaẮaắaẰaằaẲaẳaẴaẵa" +
	"ẶaặaẸeẹeẺeẻeẼeẽeẾeếeỀeềeỂeểeỄeễeỆeệeỈiỉiỊiịiỌoọoỎoỏoỐoốoỒoồo" +
	"ỔoổoỖoỗoỘoộoỚoớoỜoờoỞoởoỠoỡoỢoợoỤuụuỦuủuỨuứuỪuừuỬuửuỮuữuỰuựu" +
	"ỲyỳyỴyỵyỶyỷyỸyỹy"

// foldMulti maps letters that fold to more than one letter or have no
// canonical decomposition.
var foldMulti = map[rune]string{
	'ß': "ss",
	'æ': "ae",
	'Æ': "ae",
	'ø': "o",
	'Ø': "o",
	'đ': "d",
	'Đ': "d",
	'ł': "l",
	'Ł': "l",
	'ı': "i",
	'þ': "th",
	'Þ': "th",
	'œ': "oe",
	'Œ': "oe",
	'ð': "d",
	'Ð': "d",
	'ħ': "h",
	'Ħ': "h",
	'ŧ': "t",
	'Ŧ': "t",
	'ŋ': "n",
	'Ŋ': "n",
	'ƒ': "f",
}
