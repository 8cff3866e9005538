// Captured story 3 (Polish): a childhood on Długa Street in Kraków, 1989–1995. Written for the
// compiler's tests; every name and event is invented. Its text is kept as written.
import type { StoryInput } from "#screenplay/compile/story-types.ts";
import { calendar, day, month, photo, quote, scene, text, year } from "./builders.ts";

export const ulicaDluga: StoryInput = {
  movie: { title: "Ulica Długa", authorName: "Agnieszka Nowak" },
  characters: [{ id: "c-babcia", name: "Babcia", role: "babcia Zosia" }],
  scenes: [
    scene(
      "ud-1",
      "Przeprowadzka",
      { location: "Mieszkanie na Długiej", date: month(1989, 9) },
      text("Wnieśliśmy meble po schodach na trzecie piętro. Tata nosił lodówkę sam."),
      quote("Ostrożnie z tym lustrem!", "Mama"),
    ),
    scene(
      "ud-2",
      "Kuchnia babci",
      { location: "Kuchnia babci", characterIds: ["c-babcia"] },
      text("Babcia lepiła pierogi, a ja liczyłam je na głos."),
      quote("Sto dwadzieścia? To starczy do niedzieli.", "Babcia"),
      quote("A mogę zjeść jednego teraz?", "Ja"),
      photo({ caption: "Babcia przy stole, 1990" }),
    ),
    scene(
      "ud-3",
      "Pierwszy dzień szkoły",
      { date: day(1990, 9, 3) },
      text(
        "Mama zaplotła mi warkocze tak mocno, że bolała mnie głowa. W szkole wszyscy mieli nowe tornistry.",
      ),
      photo({ alt: "IMG_0001.jpg", takenAt: "1990-09-03T08:05:00" }),
    ),
    scene(
      "ud-4",
      "Zima",
      { location: "Podwórko", date: month(1991, 1) },
      text("Lepiliśmy bałwana z chłopakami z parteru. Śnieg sięgał nam do kolan."),
      quote("Do domu! Obiad stygnie!", "Mama"),
    ),
    scene(
      "ud-5",
      "Wakacje nad morzem",
      {
        location: "Plaża w Jastarni",
        date: month(1992, 7),
        emotions: [{ core: "happy", feeling: "joyful" }],
      },
      text("Pierwszy raz zobaczyłam morze. Było szare i ogromne."),
      quote("Nie wchodź za daleko!", "Tata"),
      photo({ caption: "Ja i Tata na plaży", takenAt: "1992-07-18T15:30:00" }),
    ),
    scene(
      "ud-6",
      "Choroba babci",
      { location: "Szpital", emotions: [{ core: "fear", feeling: "anxious" }] },
      calendar("1993-11-05", "Odwiedziny u babci", { startTime: "17:00" }),
      text("Babcia leżała przy oknie. Trzymała mnie za rękę i nic nie mówiła."),
      quote("Nie płacz, kochanie. Jeszcze ulepimy pierogi.", "Babcia"),
    ),
    scene(
      "ud-7",
      "Pogrzeb",
      {
        location: "Cmentarz Rakowicki",
        date: month(1993, 12),
        emotions: [{ core: "sad", feeling: "grief" }],
      },
      text("Padał śnieg. Mama trzymała parasol nad nami obiema."),
    ),
    scene(
      "ud-8",
      "Przepis",
      { location: "Kuchnia" },
      text("Znalazłam w szufladzie zeszyt z przepisami babci. Na pierwszej stronie były pierogi."),
      photo({ caption: "Zeszyt babci" }),
    ),
    scene(
      "ud-9",
      "Pierwsze pierogi",
      { location: "Kuchnia", date: month(1994, 4) },
      text("Ulepiłam pierogi sama. Były krzywe, ale mama zjadła wszystkie."),
      quote("Smakują jak u babci.", "Mama"),
      quote("Naprawdę?", "Ja"),
    ),
    scene(
      "ud-10",
      "Koncert",
      { location: "Rynek", date: day(1995, 6, 1), time: "20:30" },
      text("Na rynku grała orkiestra. Tata tańczył z mamą pod Sukiennicami."),
    ),
    scene(
      "ud-11",
      "Wyprowadzka",
      { location: "Mieszkanie na Długiej", date: year(1995) },
      text("Znosiliśmy te same meble po tych samych schodach."),
      quote("Lustro zostaje. Przynosi szczęście.", "Mama"),
    ),
    scene(
      "ud-12",
      "Ostatnie spojrzenie",
      { location: "Ulica Długa", timeOfDay: "evening" },
      text("Obejrzałam się ostatni raz na nasze okno."),
    ),
  ],
};
