import type { InterviewTopic } from "#contracts/interview-session.ts";
import { interviewBank } from "./bank/interview-bank.ts";

/** What the interview can start from, in the picker's order: the periods, then a person, a place
 * and a period of one's own. The questions stay on the server (they are asked one at a time). */
export function listInterviewTopics(): InterviewTopic[] {
  return interviewBank.topics.map(({ id, kind, label, description }) => ({
    id,
    kind,
    label,
    description,
  }));
}
