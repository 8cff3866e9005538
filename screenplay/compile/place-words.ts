// The INT./EXT. table (README "Story compiler", "Headings"): what a place is, by the word that
// names it. English first, then common Spanish and Polish words (with the Polish forms a place
// takes after "w", "na", "nad": "w kuchni" is the kitchen). Lower case.

const list = (s: string): string[] => s.split(/\s+/).filter(Boolean);

export const INTERIOR = new Set(
  list(`
  kitchen bedroom house home apartment flat office car room hospital ward corridor hallway hall
  school classroom church chapel mosque synagogue temple restaurant bar pub cafe café diner bathroom
  attic basement cellar loft garage inside indoors store shop supermarket cabin train plane bus
  taxi hotel motel library studio theater theatre cinema museum ship hallway lobby factory station
  airport gym bakery salon lounge nursery dormitory barn shed tent caravan elevator lift stairs
  staircase pantry laundry workshop clinic surgery courtroom prison cell gallery mall ballroom
  auditorium arena gymnasium kindergarten university college lecture waiting cottage bungalow
  stairwell staircase landing canteen cafeteria
  farmhouse mansion palace castle
  cocina casa habitación dormitorio salón iglesia escuela colegio coche tren avión restaurante
  tienda oficina estación aeropuerto hospital hotel
  kuchnia kuchni dom domu mieszkanie mieszkaniu pokój pokoju szpital szpitalu kościół kościele
  szkoła szkole samochód samochodzie pociąg pociągu dworzec dworcu sklep sklepie restauracja
  restauracji biuro biurze
`),
);

export const EXTERIOR = new Set(
  list(`
  park street beach garden yard backyard field forest woods mountain mountains lake river sea
  ocean road outside outdoors porch harbor harbour dock pier farm square playground cemetery
  graveyard island desert bridge highway sidewalk pavement countryside village meadow shore deck
  rooftop roof cliffs cliff coast bay cove hill hills valley lawn orchard vineyard campsite trail
  path lane alley quay marina jetty waterfront promenade boardwalk pond creek stream waterfall
  glacier dune dunes seaside riverbank balcony terrace patio courtyard schoolyard plaza market
  stadium fairground fair funfair carnival runway boat canoe kayak driveway gate fence
  lighthouse feria
  playa calle jardín parque plaza mar campo montaña río balcón terraza puerto muelle bosque lago
  plaża plaży ulica ulicy ogród ogrodzie park parku las lesie jezioro jeziorze morze morzem morzu
  góry górach rzeka rzece podwórko podwórku balkon balkonie wieś wsi molo pole polu działka
  działce plac placu rynek rynku cmentarz cmentarzu łąka łące
`),
);

/** Two-word places whose second word alone would say otherwise ("car park" is outside). */
export const COMPOUND_PLACES: Record<string, "INT." | "EXT."> = {
  "car park": "EXT.",
  "parking lot": "EXT.",
  "bus stop": "EXT.",
  "living room": "INT.",
  "dining room": "INT.",
  "waiting room": "INT.",
  "hospital room": "INT.",
  "tree house": "INT.",
  "train station": "INT.",
  "swimming pool": "EXT.",
};

/** Words that say the scene is outside (or inside) when the place says nothing. */
export const OUTSIDE_CLUES = new Set(
  list("outside outdoors sky sun sunshine rain snow wind stars moon grass trees waves sand"),
);
export const INSIDE_CLUES = new Set(list("inside indoors ceiling wallpaper sofa couch bed table"));

/** Polish place words as they follow a preposition → the word as a heading names it. */
export const POLISH_NOMINATIVE: Record<string, string> = {
  kuchni: "kuchnia",
  domu: "dom",
  mieszkaniu: "mieszkanie",
  pokoju: "pokój",
  szpitalu: "szpital",
  kościele: "kościół",
  szkole: "szkoła",
  samochodzie: "samochód",
  pociągu: "pociąg",
  dworcu: "dworzec",
  sklepie: "sklep",
  restauracji: "restauracja",
  biurze: "biuro",
  plaży: "plaża",
  ulicy: "ulica",
  ogrodzie: "ogród",
  parku: "park",
  lesie: "las",
  jeziorze: "jezioro",
  morzem: "morze",
  morzu: "morze",
  górach: "góry",
  rzece: "rzeka",
  podwórku: "podwórko",
  balkonie: "balkon",
  wsi: "wieś",
  polu: "pole",
  działce: "działka",
  placu: "plac",
  rynku: "rynek",
  cmentarzu: "cmentarz",
  łące: "łąka",
};

/** Words before a place that are left out of the heading ("the", "my", "en la", "w"). */
export const PLACE_OPENERS = new Set(
  list(`
  the a an this that our my his her their its your
  in at on into onto to from by near under behind inside outside towards toward across along
  through past of around
  en la el los las al del de a
  w we na nad przy do z ze pod od po
`),
);
