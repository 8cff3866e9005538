// The memory interview's extraction on a 3-minute spoken answer (about 450 words, written for this
// bench): the row "interview extraction, 450 words" of `npm run bench` (budget 50 ms, docs/ARCHITECTURE.md,
// "Budgets"). Kept apart from run.ts so the other rows' changes do not touch it.
import os from "node:os";
import { extractProposals } from "../server/domain/interview/extract/extract-proposals.ts";
import { measure } from "./measure.ts";

export const SPOKEN_ANSWER = `Well, the summer I was nine, so that would have been 1967, we drove to Blackpool with Uncle Frank and his wife Maureen in a borrowed van that smelled of diesel and oranges. Mum sat in the front with the map on her knees, and Dad kept saying we were nearly there, which we never were. My brother Tom and I were in the back on a mattress with the suitcases sliding into us every time Frank took a corner. When we finally saw the tower I screamed so loud that Maureen had to pull over, and she laughed until she cried. "Look at the state of you two," she said, and gave us a bag of humbugs each.

We stayed in a boarding house on Coronation Street, no, really, that was its name, run by a Mrs Kelly who made us take our shoes off at the door and wouldn't let us have the window open in case the sand came in. Every morning she fried bread in the kitchen and the whole house smelled of it. Dad told me to eat everything on my plate because we'd paid for it, so I did, and I was sick on the pier by eleven o'clock.

The best day was the Wednesday. Tom and I got up early and went down to the beach on our own before anyone was awake. The tide was right out and the sand was wet and shining, and there were donkeys standing in a line like they were waiting for a bus. A man with a bucket let us stroke them. I remember thinking I had never been so happy in my whole life. Tom said he was going to be a donkey man when he grew up, and for years afterwards, whenever anyone asked, that was his answer.

On the last night we went to the Tower Ballroom. Mum and Dad danced, which I had never seen them do, not once, not at a wedding, not at Christmas. Dad held her very carefully, as if she might break, and Mum had her eyes closed. I sat with Maureen at the edge of the floor drinking lemonade through a straw and I felt shy and proud at the same time, watching them. Maureen leaned over and whispered that I would remember this, and she was right.

Years later, in 1994, after Dad died, I took Mum back to Blackpool for a weekend. The boarding house was gone and there was a car park where it had been. We walked along the front in the rain and she held my arm and didn't say much. At the ballroom she stood in the doorway for a long time. Then she said, "He was a terrible dancer, you know," and we both laughed, and I think that was the moment I knew she was going to be all right.`;

const words = SPOKEN_ANSWER.split(/\s+/).filter(Boolean).length;

/** The extraction of the spoken answer: its median time warm (bench/measure.ts), the CPU time of
 * one run (which hardly moves when other work keeps the machine busy), the first (cold) call, and
 * how many proposals it made (the work measured is real). */
export async function measureInterviewExtraction() {
  const input = { answer: SPOKEN_ANSWER, birthYear: 1958, today: { year: 2025 } };
  const t0 = performance.now();
  const proposals = extractProposals(input);
  const coldMs = performance.now() - t0;
  const sample = await measure(() => extractProposals(input), {
    warmup: 5,
    minRuns: 30,
    minTimeMs: 1500,
  });
  const runs = 30;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) extractProposals(input);
  const cpu = process.cpuUsage(cpu0);
  return {
    words,
    median: sample.median,
    cpuMs: (cpu.user + cpu.system) / 1000 / runs,
    coldMs,
    proposals: proposals.length,
  };
}

/** The bench row: its label and median, and a note with the CPU time, the cold call and the load
 * average (the machine is shared: say how busy it was). */
export async function interviewExtractionRow() {
  const r = await measureInterviewExtraction();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  return {
    label: `interview extraction, ${r.words} words`,
    median: r.median,
    note: `interview extraction: ${r.proposals} proposals from a ${r.words}-word answer; ${r.cpuMs.toFixed(1)} ms of CPU per run; the first (cold) call ${r.coldMs.toFixed(0)} ms; load average ${load} when measured.`,
  };
}
