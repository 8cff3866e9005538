import { z } from "./zod.ts";

// The memory interview's question bank (content/interview/*.json), checked with these schemas when
// it is loaded: a file is one topic the person can start from (a period of life, a person, a
// place, a period of their own), with its questions, each with its own follow-ups.
//
// - A follow-up says what it asks about (`asks`), so the follow-up rules can prefer a question's
//   own words over the generic ones when the answer lacks that thing (a date, a place, ...).
// - A person, place or own-period topic is a template: its questions name `{name}`, `{place}` or
//   `{period}`, filled in with what the person typed ("Grandma", "the farm", "the navy years").

export const followUpKinds = [
  // when it happened
  "date",
  // where it happened
  "place",
  // who else was there
  "person",
  // what someone said
  "speech",
  // what the person felt
  "feeling",
  // what happened next
  "next",
  // a sense, an object, a detail that brings the scene back
  "detail",
] as const;
export type FollowUpKind = (typeof followUpKinds)[number];

export const bankTopicKinds = ["period", "person", "place", "own"] as const;
export type BankTopicKind = (typeof bankTopicKinds)[number];

/** The word a template topic's questions must contain, by topic kind. */
export const TOPIC_PLACEHOLDER: Record<Exclude<BankTopicKind, "period">, string> = {
  person: "{name}",
  place: "{place}",
  own: "{period}",
};

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "an id is lower-case words joined by hyphens");

// A question or follow-up is one or two short sentences a person reads on a phone.
const asked = z
  .string()
  .trim()
  .min(8, "a question needs a few words")
  .max(240, "a question must be at most 240 characters");

export const bankFollowUpSchema = z.object({
  asks: z.enum(followUpKinds, { error: `asks must be one of ${followUpKinds.join(", ")}` }),
  text: asked,
});
export type BankFollowUp = z.infer<typeof bankFollowUpSchema>;

export const bankQuestionSchema = z.object({
  id: slug,
  text: asked,
  followUps: z
    .array(bankFollowUpSchema)
    .min(1, "every question has its own follow-ups")
    .max(4, "at most 4 follow-ups on a question"),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const bankTopicSchema = z
  .object({
    id: slug,
    kind: z.enum(bankTopicKinds),
    // What the person picks from ("Childhood", "A person").
    label: z.string().trim().min(1).max(40),
    // One line under the label, in the picker.
    description: z.string().trim().min(1).max(120),
    // The ages a period usually covers, for the life map's gaps ("Nothing yet from your
    // childhood"); absent for periods that can come at any age (a loss, a turning point).
    ages: z
      .object({ from: z.number().int().min(0).max(120), to: z.number().int().min(0).max(120) })
      .refine((a) => a.from <= a.to, "ages.from must not be after ages.to")
      .optional(),
    questions: z.array(bankQuestionSchema).min(1, "a topic needs questions"),
  })
  .superRefine((topic, ctx) => {
    const seen = new Set<string>();
    topic.questions.forEach((q, i) => {
      if (!q.id.startsWith(`${topic.id}-`))
        ctx.addIssue({
          code: "custom",
          path: ["questions", i, "id"],
          message: `question ids start with the topic's id ("${topic.id}-")`,
        });
      if (seen.has(q.id))
        ctx.addIssue({ code: "custom", path: ["questions", i, "id"], message: "duplicate id" });
      seen.add(q.id);
      const texts = [q.text, ...q.followUps.map((f) => f.text)];
      const placeholder = topic.kind === "period" ? null : TOPIC_PLACEHOLDER[topic.kind];
      for (const other of Object.values(TOPIC_PLACEHOLDER)) {
        if (other !== placeholder && texts.some((t) => t.includes(other)))
          ctx.addIssue({
            code: "custom",
            path: ["questions", i],
            message: `${other} has no meaning in a ${topic.kind} topic`,
          });
      }
      if (placeholder && !q.text.includes(placeholder))
        ctx.addIssue({
          code: "custom",
          path: ["questions", i, "text"],
          message: `a ${topic.kind} question names ${placeholder}`,
        });
    });
  });
export type BankTopic = z.infer<typeof bankTopicSchema>;
