// A short script whose production reports were counted by hand (reports tests, the reports API
// tests). 55 lines a page, so an eighth of a page is 6.875 lines.
export const LIGHTHOUSE = `INT. LIGHTHOUSE - NIGHT

Rain hammers the glass.

MAYA
(whispering)
Is anyone there?

ZOË
Only me. Only ever me.

MAYA
Then light the lamp.

EXT. HARBOR - DAY

Boats rock on the swell.

ZOË
She never came back.

INT. LIGHTHOUSE - DAY

Sunlight. Maya sleeps.

EXT. HARBOR - NIGHT

Empty.
`;

/** By hand. Scene 1 prints on lines 0-12 (13 lines: 2 eighths), scenes 2-4 on 6, 3 and 3
 * lines (1 eighth each). */
export const LIGHTHOUSE_REPORTS = {
  scenes: [
    ["Scene", "Heading", "Page", "Length", "Characters"],
    ["1", "INT. LIGHTHOUSE - NIGHT", "1", "2/8", "MAYA, ZOË"],
    ["2", "EXT. HARBOR - DAY", "1", "1/8", "ZOË"],
    ["3", "INT. LIGHTHOUSE - DAY", "1", "1/8", ""],
    ["4", "EXT. HARBOR - NIGHT", "1", "1/8", ""],
  ],
  characters: [
    ["Character", "Scenes", "Lines of dialogue", "Speeches", "Words", "First page", "Last page"],
    ["MAYA", "1", "2", "2", "7", "1", "1"],
    ["ZOË", "2", "2", "2", "9", "1", "1"],
  ],
  locations: [
    ["Location", "Scenes", "Pages", "Day/night", "Int/ext"],
    ["LIGHTHOUSE", "2", "3/8", "DAY, NIGHT", "INT"],
    ["HARBOR", "2", "2/8", "DAY, NIGHT", "EXT"],
  ],
  cast: [
    ["Scene", "Page", "Heading", "Cast", "Speaking parts"],
    ["1", "1", "INT. LIGHTHOUSE - NIGHT", "1, 2", "MAYA, ZOË"],
    ["2", "1", "EXT. HARBOR - DAY", "1", "ZOË"],
    ["3", "1", "INT. LIGHTHOUSE - DAY", "", ""],
    ["4", "1", "EXT. HARBOR - NIGHT", "", ""],
  ],
};
