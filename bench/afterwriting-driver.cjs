// Drives afterwriting 1.17.3 from Node for the benchmark: its parser (aw-parser), its liner
// (pagination into printed lines) and its PDF maker, loaded through afterwriting's own AMD
// loader the way its command line tool (awc.js) does. CommonJS because that loader replaces
// `require` and defines a global `define`.
"use strict";
const path = require("path");
// afterwriting is installed with the other peers in bench/peers (npm run bench:peers).
const awRoot = path.dirname(
  require.resolve("afterwriting/package.json", { paths: [path.join(__dirname, "peers")] }),
);
global.window = undefined;
const awrequire = require(path.join(awRoot, "js/client/awrequire.js"));
awrequire.config({
  map: { modernizr: {} },
  use_node_require: ["jquery", "fs", "d3", "pdfkit", "aw-parser", "protoplast", "lodash"],
});
// afterwriting resolves its node-required modules from its own folder.
const awNodeRequire = require("module").createRequire(path.join(awRoot, "awc.js"));
const fparser = awNodeRequire("aw-parser");
const Liner = awrequire("utils/liner");
const printProfiles = awrequire("utils/print-profiles");
const pdfmaker = awrequire("utils/pdfmaker");
const fonts = awrequire("fonts/courier-prime");

// afterwriting's default settings (js/core/model/settings.js), US Letter profile.
const parseCfg = {
  print_headers: true,
  print_actions: true,
  print_dialogues: true,
  print_notes: false,
  print_sections: false,
  print_synopsis: false,
  each_scene_on_new_page: false,
  double_space_between_scenes: false,
  use_dual_dialogue: true,
  merge_multiple_empty_lines: true,
};
const print = printProfiles.usletter;
const liner = new Liner(fparser.helpers);

function parse(text) {
  return fparser.parser.parse(text, parseCfg);
}
function paginate(parsed) {
  parsed.lines = liner.line(parsed.tokens, {
    print,
    text_more: "(MORE)",
    text_contd: "(CONT'D)",
    split_dialogue: true,
  });
  return parsed;
}
/** Resolves with { bytes, pages } once afterwriting's PDF stream has finished. */
function pdf(parsed) {
  return new Promise((resolve) => {
    pdfmaker.get_pdf({
      callback: (stream) => {
        let bytes = 0;
        for (const c of stream.chunks) bytes += c.length;
        resolve({ bytes });
      },
      filepath: undefined,
      print,
      config: {
        fonts,
        print_title_page: true,
        print_header: "",
        print_footer: "",
        print_watermark: "",
        scene_continuation_top: false,
        scene_continuation_bottom: false,
        text_scene_continued: "CONTINUED",
        show_page_numbers: true,
        embolden_scene_headers: false,
        underline_scene_headers: false,
        number_sections: false,
        scenes_numbers: "none",
      },
      parsed,
      hooks: { before_script: () => {} },
    });
  });
}
/** Pages of the PDF afterwriting makes: script pages plus its title page when there is one. */
function pageCount(parsed) {
  let pages = 1;
  for (const l of parsed.lines) if (l.type === "page_break") pages++;
  const hasTitle = Array.isArray(parsed.title_page) && parsed.title_page.length > 0;
  return pages + (hasTitle ? 1 : 0);
}
/** The printed lines of each script page (title page not included), as afterwriting laid them
 * out: type and text (its markup kept); a dual speech's right column follows its left. */
function pageLines(parsed) {
  const pages = [[]];
  const push = (l) => {
    if (l.text) (pages[pages.length - 1] ?? []).push({ type: l.type, text: l.text });
  };
  for (const l of parsed.lines) {
    if (l.type === "page_break") pages.push([]);
    else {
      push(l);
      for (const r of l.right_column ?? []) push(r);
    }
  }
  return pages;
}
module.exports = { parse, paginate, pdf, pageCount, pageLines };
