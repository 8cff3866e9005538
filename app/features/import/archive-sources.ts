import type { ImportSource } from "#contracts/imports.ts";

// What each archive is called, and how a person gets it from the platform (the menus as they
// are in the platforms' current apps and sites). None of them needs the person's password here.

export type ArchiveGuide = {
  source: ImportSource;
  name: string;
  // What the archive brings in.
  brings: string;
  steps: string[];
  note?: string;
};

export const archiveGuides: ArchiveGuide[] = [
  {
    source: "instagram",
    name: "Instagram",
    brings: "posts with their photos, videos, captions, dates and places",
    steps: [
      "In Instagram, open your profile, then the menu (☰) and Accounts Center.",
      "Choose Your information and permissions, then Download your information.",
      "Choose Download or transfer information, your Instagram account, and All available information (or just Content).",
      "Choose Download to device, set Format to JSON and Media quality to High, then Create files.",
      "When Instagram emails you that it is ready, download the ZIP from the same page.",
    ],
    note: "Choose JSON, not HTML: the HTML export has no dates we can read.",
  },
  {
    source: "facebook",
    name: "Facebook",
    brings: "posts with their text, photos, dates and places",
    steps: [
      "In Facebook, open the menu, then Settings & privacy, Settings and Accounts Center.",
      "Choose Your information and permissions, then Download your information.",
      "Choose Download or transfer information, your Facebook profile, and Specific types of information: Posts.",
      "Choose Download to device, set Format to JSON and Media quality to High, then Create files.",
      "When Facebook tells you it is ready, download the ZIP.",
    ],
    note: "Choose JSON, not HTML.",
  },
  {
    source: "twitter",
    name: "X (Twitter)",
    brings: "your posts with their photos and videos",
    steps: [
      "On X, open More (⋯), then Settings and privacy and Your account.",
      "Choose Download an archive of your data, confirm it is you, then Request archive.",
      "When X says the archive is ready (often after a day), download the ZIP from the same page.",
    ],
  },
  {
    source: "google-photos",
    name: "Google Photos",
    brings: "photos and videos with their dates, descriptions and places",
    steps: [
      "Go to takeout.google.com and choose Deselect all.",
      "Tick Google Photos (All photo albums included), then Next step.",
      "Choose Export once, File type .zip and File size 2 GB, then Create export.",
      "Download the ZIP files from the email Google sends, and import them one at a time.",
    ],
  },
  {
    source: "day-one",
    name: "Day One",
    brings: "journal entries with their text, photos, dates and places",
    steps: [
      "On iPhone or iPad: Settings, then Import/Export, Export, your journal and JSON.",
      "On a Mac: File, then Export, JSON, and your journal.",
      "Save the ZIP Day One makes and choose it here.",
    ],
  },
  {
    source: "photos",
    name: "A folder of photos",
    brings: "photos, each dated from when it was taken",
    steps: [
      "Put the photos in one folder.",
      "On a Mac, Control-click the folder and choose Compress. On Windows, right-click it and choose Send to, then Compressed (zipped) folder.",
      "Choose the ZIP here.",
    ],
  },
];

export function sourceName(source: ImportSource | null): string {
  return archiveGuides.find((guide) => guide.source === source)?.name ?? "Archive";
}

export const SOURCE_LIST = "Instagram, Facebook, X, Google Photos or Day One";
