package doc

// Sector is an actor's type: one of the CAMEO/PLOVER actor-type codes that
// PLOVER's gold records and the Phoenix agent dictionary use ("GOV",
// "REB", "CVL", ...); "" is none. The actor stage decides an actor's sector
// by these constants, and a dictionary line with a code not in Sectors is
// an error. Actor.Sector and Party.Sector are of this type; output formats
// write its code.
type Sector string

// The sector codes.
const (
	SectorGOV Sector = "GOV" // government: executive, ministries, officials, diplomats
	SectorMIL Sector = "MIL" // military: armed forces of a state
	SectorCOP Sector = "COP" // police and internal security forces
	SectorJUD Sector = "JUD" // judiciary: courts, judges, prosecutors
	SectorLEG Sector = "LEG" // legislature: parliament, lawmakers
	SectorSPY Sector = "SPY" // state intelligence services
	SectorOPP Sector = "OPP" // political opposition
	SectorPTY Sector = "PTY" // political parties and politicians
	SectorREB Sector = "REB" // rebels, insurgents, militants: organised armed opposition
	SectorINS Sector = "INS" // insurgents (CAMEO; sitrep codes them REB)
	SectorSEP Sector = "SEP" // separatist rebels (CAMEO; sitrep codes them REB)
	SectorUAF Sector = "UAF" // unaligned armed forces: gunmen, militias not known as rebels
	SectorCRM Sector = "CRM" // criminals, gangs, cartels
	SectorCVL Sector = "CVL" // civilians: residents, protesters, people at large
	SectorREF Sector = "REF" // refugees and displaced people
	SectorLAB Sector = "LAB" // labour: workers and unions
	SectorEDU Sector = "EDU" // education: students, teachers
	SectorMED Sector = "MED" // media: journalists, news agencies
	SectorBUS Sector = "BUS" // business
	SectorAGR Sector = "AGR" // agriculture: farmers, herders
	SectorHLH Sector = "HLH" // health: doctors, nurses
	SectorREL Sector = "REL" // religious: clerics and religious bodies
	SectorELI Sector = "ELI" // elites: former office holders, notables, elders
	SectorHRI Sector = "HRI" // human rights bodies
	SectorENV Sector = "ENV" // environmental groups
	SectorDEV Sector = "DEV" // development bodies
	SectorMOD Sector = "MOD" // moderates
	SectorRAD Sector = "RAD" // radicals
	SectorIGO Sector = "IGO" // intergovernmental organisation
	SectorNGO Sector = "NGO" // non-governmental organisation
	SectorIMG Sector = "IMG" // international militarised group
	SectorNGM Sector = "NGM" // non-governmental movement
	SectorMNC Sector = "MNC" // multinational corporation
	SectorUIS Sector = "UIS" // unidentified state actor
	SectorSET Sector = "SET" // settlers
)

// Sectors lists every sector code with what it covers.
var Sectors = map[Sector]string{
	SectorGOV: "government: executive, ministries, officials, diplomats",
	SectorMIL: "military: armed forces of a state",
	SectorCOP: "police and internal security forces",
	SectorJUD: "judiciary: courts, judges, prosecutors",
	SectorLEG: "legislature: parliament, lawmakers",
	SectorSPY: "state intelligence services",
	SectorOPP: "political opposition",
	SectorPTY: "political parties and politicians",
	SectorREB: "rebels, insurgents, militants: organised armed opposition",
	SectorINS: "insurgents (CAMEO; sitrep codes them REB)",
	SectorSEP: "separatist rebels (CAMEO; sitrep codes them REB)",
	SectorUAF: "unaligned armed forces: gunmen, militias not known as rebels",
	SectorCRM: "criminals, gangs, cartels",
	SectorCVL: "civilians: residents, protesters, people at large",
	SectorREF: "refugees and displaced people",
	SectorLAB: "labour: workers and unions",
	SectorEDU: "education: students, teachers",
	SectorMED: "media: journalists, news agencies",
	SectorBUS: "business",
	SectorAGR: "agriculture: farmers, herders",
	SectorHLH: "health: doctors, nurses",
	SectorREL: "religious: clerics and religious bodies",
	SectorELI: "elites: former office holders, notables, elders",
	SectorHRI: "human rights bodies",
	SectorENV: "environmental groups",
	SectorDEV: "development bodies",
	SectorMOD: "moderates",
	SectorRAD: "radicals",
	SectorIGO: "intergovernmental organisation",
	SectorNGO: "non-governmental organisation",
	SectorIMG: "international militarised group",
	SectorNGM: "non-governmental movement",
	SectorMNC: "multinational corporation",
	SectorUIS: "unidentified state actor",
	SectorSET: "settlers",
}

// Known reports whether s is one of the codes in Sectors.
func (s Sector) Known() bool {
	_, ok := Sectors[s]
	return ok
}
