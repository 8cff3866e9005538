import { ArrowRight, CheckCircle2, Coffee } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { Proposal } from "#contracts/interview.ts";
import type { InterviewMove, InterviewProposal } from "#contracts/interview-session.ts";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FormAlert } from "#app/components/ui/form-alert";
import { useToast } from "#app/components/ui/toast";
import { scenesPath } from "#app/lib/paths";
import {
  dismissProposal,
  keepProposal,
  moveInterview,
  useSetInterview,
  type Interview,
} from "./interview-api";
import { ProposalCard } from "./proposal-card";
import { joinSpoken, QuestionCard } from "./question-card";
import { isUnreachable, useInterviewAnswer } from "./use-interview-answer";
import { countOf, nounFor } from "#contracts/plural.ts";

const OFFLINE_MOVE =
  "You're offline. Your answer is kept on this device; skipping and stopping need a connection.";

// The interview under way: the question waiting, the scenes its answers propose, and what a
// person sees after "That's enough for today" or when every question of the topic was asked.
export function InterviewSession({
  interview,
  onStartElsewhere,
  renderVoice,
}: {
  interview: Interview;
  onStartElsewhere: () => void;
  /** The dictation control for the answer box, when voice is set up. */
  renderVoice?: (onText: (spoken: string) => void) => React.ReactNode;
}) {
  const toast = useToast();
  const setInterview = useSetInterview();
  const [moving, setMoving] = useState<InterviewMove | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const [restedHere, setRestedHere] = useState(false);
  const [cardBusy, setCardBusy] = useState<Record<string, "keep" | "dismiss">>({});
  const [cardErrors, setCardErrors] = useState<Record<string, string>>({});
  const sceneIds = useRef(new Map<string, string>());
  const [announcement, setAnnouncement] = useState("");
  const movieId = interview.movieId;

  const answer = useInterviewAnswer(interview, (next) => {
    const made = next.turns.flatMap((t) => t.proposals).filter((p) => p.decision === "pending");
    setAnnouncement(
      made.length === 0
        ? ""
        : nounFor(made.length, {
            one: "Your answer proposes a scene, below the next question.",
            other: `Your answers propose ${countOf(made.length, "scene", "scenes")}, below the next question.`,
          }),
    );
    setInterview(next, movieId);
  });

  async function move(what: InterviewMove) {
    const turnId = interview.current?.turnId;
    if (!turnId) return;
    setMoving(what);
    setMoveError(null);
    try {
      const next = await moveInterview(interview.id, turnId, what);
      if (what === "rest") setRestedHere(true);
      setInterview(next, movieId);
    } catch (error) {
      setMoveError(
        isUnreachable(error)
          ? OFFLINE_MOVE
          : error instanceof Error
            ? error.message
            : String(error),
      );
    } finally {
      setMoving(null);
    }
  }

  async function keep(proposal: InterviewProposal, edited: Proposal) {
    const sceneId = sceneIds.current.get(proposal.id) ?? crypto.randomUUID();
    sceneIds.current.set(proposal.id, sceneId);
    setCardBusy((b) => ({ ...b, [proposal.id]: "keep" }));
    setCardErrors(({ [proposal.id]: _gone, ...rest }) => rest);
    try {
      const kept = await keepProposal(interview.id, proposal.id, sceneId, edited);
      setInterview(kept.interview, movieId, true);
      toast({ title: "Kept as a scene", description: kept.scene.title });
    } catch (error) {
      setCardErrors((e) => ({
        ...e,
        [proposal.id]: isUnreachable(error)
          ? "You're offline. The proposal stays here: keep it when you're back online."
          : error instanceof Error
            ? error.message
            : String(error),
      }));
    } finally {
      setCardBusy(({ [proposal.id]: _done, ...rest }) => rest);
    }
  }

  async function dismiss(proposal: InterviewProposal) {
    setCardBusy((b) => ({ ...b, [proposal.id]: "dismiss" }));
    try {
      setInterview(await dismissProposal(interview.id, proposal.id), movieId);
    } catch (error) {
      setCardErrors((e) => ({
        ...e,
        [proposal.id]: error instanceof Error ? error.message : String(error),
      }));
    } finally {
      setCardBusy(({ [proposal.id]: _done, ...rest }) => rest);
    }
  }

  const proposals = interview.turns.flatMap((t) => t.proposals);
  const pending = proposals.filter((p) => p.decision === "pending");
  const kept = proposals.filter((p) => p.decision === "kept");
  const resting = interview.state === "resting";

  return (
    <div className="grid gap-6">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {resting && restedHere ? (
        <section className="rounded-3xl border border-line bg-white px-6 py-8 text-center">
          <Coffee className="mx-auto size-9 text-ember" aria-hidden />
          <h2 className="mt-3 font-display text-2xl font-semibold">Saved for next time</h2>
          <p className="mx-auto mt-2 max-w-sm text-ink-soft">
            Your answers are kept, and the next question waits for you here, on any device.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-2.5">
            <Link to={scenesPath(movieId)} className={buttonClasses({ variant: "secondary" })}>
              Go to your scenes
            </Link>
            <Button onClick={() => setRestedHere(false)}>Keep going</Button>
          </div>
        </section>
      ) : interview.state === "done" ? (
        <section className="rounded-3xl border border-line bg-white px-6 py-8 text-center">
          <CheckCircle2 className="mx-auto size-9 text-success" aria-hidden />
          <h2 className="mt-3 font-display text-2xl font-semibold">
            That's every question about {interview.startLabel}
          </h2>
          <p className="mx-auto mt-2 max-w-sm text-ink-soft">
            Pick another part of your life, someone or somewhere, and we'll go on from there.
          </p>
          <Button className="mt-6" onClick={onStartElsewhere}>
            Start somewhere else
          </Button>
        </section>
      ) : (
        <>
          {resting && (
            <FormAlert tone="info">Welcome back. Here is where you stopped last time.</FormAlert>
          )}
          {moveError && <FormAlert>{moveError}</FormAlert>}
          {answer.carriedFrom && (
            <FormAlert tone="info">
              The interview moved on before your answer to “{answer.carriedFrom}” reached it, so
              your words are in the box below. Keep them for this question, change them, or clear
              the box.
            </FormAlert>
          )}
          <QuestionCard
            interview={interview}
            text={answer.text}
            onText={answer.change}
            onSend={() => void answer.send()}
            status={answer.status}
            error={answer.error}
            moving={moving}
            onMove={(what) => void move(what)}
            voice={renderVoice?.((spoken) => answer.change(joinSpoken(answer.text, spoken)))}
            proposalsWaiting={pending.length}
          />
        </>
      )}

      {pending.length > 0 && (
        <section aria-labelledby="interview-proposals" className="grid gap-3">
          <h2 id="interview-proposals" className="scroll-mt-20 font-display text-xl font-semibold">
            {nounFor(pending.length, {
              one: "A scene from your answers",
              other: `${countOf(pending.length, "scene", "scenes")} from your answers`,
            })}
          </h2>
          <p className="-mt-2 text-sm text-ink-soft">
            Check the date, place and people, then keep the ones you want in your movie.
          </p>
          {pending.map((proposal) => (
            <ProposalCard
              key={proposal.id}
              proposal={proposal}
              pending={cardBusy[proposal.id] ?? null}
              error={cardErrors[proposal.id] ?? null}
              onKeep={(edited) => void keep(proposal, edited)}
              onDismiss={() => void dismiss(proposal)}
            />
          ))}
        </section>
      )}

      {kept.length > 0 && (
        <section aria-labelledby="interview-kept" className="rounded-2xl bg-white/70 px-4 py-3.5">
          <h2 id="interview-kept" className="text-sm font-semibold">
            Kept as scenes ({kept.length})
          </h2>
          <ul className="mt-1.5 grid gap-1 text-sm text-ink-soft">
            {kept.map((p) => (
              <li key={p.id} className="flex items-center gap-1.5">
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
                {p.title}
              </li>
            ))}
          </ul>
          <Link
            to={scenesPath(movieId)}
            className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-ember-dark hover:underline"
          >
            See them in your movie <ArrowRight className="size-4" aria-hidden />
          </Link>
        </section>
      )}
    </div>
  );
}
