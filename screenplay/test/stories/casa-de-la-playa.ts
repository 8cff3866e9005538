// Captured story 4 (Spanish): summers at the grandparents' beach house in Cádiz, 2005–2012.
// Written for the compiler's tests; every name and event is invented. Its text is kept as written.
import type { StoryInput } from "#screenplay/compile/story-types.ts";
import { calendar, day, month, photo, quote, scene, text, video, year } from "./builders.ts";

export const casaDeLaPlaya: StoryInput = {
  movie: { title: "La casa de la playa", authorName: "Lucía Fernández" },
  characters: [
    { id: "c-abuelo", name: "Abuelo", role: "el abuelo Paco" },
    { id: "c-mama", name: "Mamá" },
  ],
  notes: { protagonist: "Lucía" },
  scenes: [
    scene(
      "cp-1",
      "La llegada",
      { location: "La casa de la playa", date: month(2005, 7), characterIds: ["c-abuelo"] },
      text("Llegamos de noche y el abuelo nos esperaba en la puerta con una linterna."),
      quote("¡Por fin! La cena está en la mesa.", "Abuelo"),
    ),
    scene(
      "cp-2",
      "El primer baño",
      { location: "Playa de la Caleta" },
      text("Mi hermano corrió hacia el agua. Yo me quedé en la orilla mirando las olas."),
      quote("¡Ven, Lucía, el agua está buenísima!", "Pablo"),
      quote("¡Mentiroso!", "Yo"),
      photo({ caption: "Pablo y yo en la orilla", takenAt: "2005-07-12T11:00:00" }),
    ),
    scene(
      "cp-3",
      "La cocina de la abuela",
      {
        location: "Cocina",
        timeOfDay: "morning",
        emotions: [{ core: "happy", feeling: "loving" }],
      },
      text("La abuela freía churros y todo olía a aceite y azúcar."),
      quote("El secreto es la paciencia, hija.", "Abuela"),
    ),
    scene(
      "cp-4",
      "La tormenta",
      { date: day(2006, 8, 15), time: "22:00" },
      text("Se fue la luz en toda la calle. Mamá encendió velas en la cocina."),
      quote("No pasa nada. Es solo viento.", "Mamá"),
    ),
    scene(
      "cp-5",
      "El barco del abuelo",
      { location: "Puerto", date: month(2007, 7) },
      text("El abuelo me enseñó a hacer nudos en el barco."),
      video("El abuelo en el barco"),
      quote("Este nudo no se suelta nunca.", "Abuelo"),
    ),
    scene(
      "cp-6",
      "La feria",
      { location: "La feria del pueblo", date: month(2007, 8), time: "23:30" },
      text("Pablo ganó un pez de colores en la feria. Lo llamamos Paco, como el abuelo."),
      photo({ alt: "VID_20070812.mp4" }),
    ),
    scene(
      "cp-7",
      "El hospital",
      { location: "Hospital de Cádiz", emotions: [{ core: "sad", feeling: "grief" }] },
      calendar("2010-03-10", "Visita al abuelo", { startTime: "19:00" }),
      text("El abuelo estaba muy delgado. Me pidió que le contara cosas del mar."),
      quote("Cuéntame cómo está el agua.", "Abuelo"),
      quote("Fría, abuelo. Como a ti te gusta.", "Lucía"),
    ),
    scene(
      "cp-8",
      "Las cenizas",
      { location: "La playa", date: month(2010, 6) },
      text("Esparcimos las cenizas al amanecer. Nadie dijo nada."),
    ),
    scene(
      "cp-9",
      "La venta",
      { location: "La casa de la playa", date: year(2011) },
      text("Mamá firmó los papeles en la mesa de la cocina."),
      quote("Era la casa de mis padres.", "Mamá"),
    ),
    scene(
      "cp-10",
      "El último verano",
      {
        location: "Playa de la Caleta",
        date: month(2011, 8),
        emotions: [{ core: "sad", feeling: "lonely" }],
      },
      text("Nadé hasta la boya sola."),
      photo({ caption: "La boya" }),
    ),
    scene(
      "cp-11",
      "Madrid",
      { location: "Piso en Madrid", date: month(2012, 1) },
      text("Colgué la foto del barco encima de la cama."),
    ),
    scene(
      "cp-12",
      "Una carta",
      { date: day(2012, 7, 20) },
      calendar("2012-07-20", "Carta de Pablo"),
      text("Pablo me escribió desde Cádiz: había comprado un barco pequeño."),
      quote("Lo he llamado Paco.", "Pablo"),
    ),
  ],
};
