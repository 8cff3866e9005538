import { clsx } from "clsx";

// A short scene set like a real page: proportional indents of the 60-character line
// (character cue 20, parenthetical 15, dialogue 10 with 35 wide), so it holds on a phone.
function Heading({ children }: { children: React.ReactNode }) {
  return <p className="mt-5 font-bold uppercase">{children}</p>;
}
function Action({ children }: { children: React.ReactNode }) {
  return <p className="mt-4">{children}</p>;
}
function Cue({ children }: { children: React.ReactNode }) {
  return <p className="mt-4 ml-[33.3%] uppercase">{children}</p>;
}
function Paren({ children }: { children: React.ReactNode }) {
  return <p className="ml-[25%] w-[42%]">{children}</p>;
}
function Line({ children }: { children: React.ReactNode }) {
  return <p className="ml-[16.7%] w-[58.3%]">{children}</p>;
}
function Transition({ children }: { children: React.ReactNode }) {
  return <p className="mt-4 text-right uppercase">{children}</p>;
}

export function ScreenplaySample({
  className,
  pageNumber = true,
}: {
  className?: string;
  pageNumber?: boolean;
}) {
  return (
    <figure
      className={clsx(
        "relative rounded-sm bg-white px-[9%] pt-10 pb-12 font-script text-[12px] leading-[1.45] text-[#1f1a17] shadow-[0_2px_4px_rgba(28,23,20,0.06),0_24px_60px_-20px_rgba(28,23,20,0.35)] sm:text-[13.5px]",
        className,
      )}
    >
      {pageNumber && (
        <span className="absolute top-4 right-[9%]" aria-hidden>
          1.
        </span>
      )}
      <figcaption className="sr-only">A sample screenplay page written with Lifescript</figcaption>
      <p>FADE IN:</p>
      <Heading>INT. CHURCH PARKING LOT - NIGHT</Heading>
      <Action>
        Rain drums on the roof of an old blue sedan. MAYA (16) grips the wheel at ten and two.
        Beside her, her father DANIEL (50s) works hard at looking calm.
      </Action>
      <Cue>Daniel</Cue>
      <Line>Easy on the gas. The lot isn't going anywhere.</Line>
      <Cue>Maya</Cue>
      <Paren>(eyes on the windshield)</Paren>
      <Line>You're holding the door handle.</Line>
      <Cue>Daniel</Cue>
      <Line>It's a very nice handle.</Line>
      <Action>
        She laughs. The car lurches, stalls, then rolls forward, slow and sure, into the dark.
      </Action>
      <Transition>Cut to:</Transition>
    </figure>
  );
}

// A title page: title in capitals a third of the way down, credit and author below, draft date bottom right.
export function ScreenplayTitlePage({ className }: { className?: string }) {
  return (
    <figure
      className={clsx(
        "relative flex aspect-[8.5/11] flex-col rounded-sm bg-white px-[10%] pt-[30%] pb-[8%] font-script text-[12px] leading-[1.45] text-[#1f1a17] shadow-[0_2px_4px_rgba(28,23,20,0.06),0_24px_60px_-20px_rgba(28,23,20,0.35)] sm:text-[14px]",
        className,
      )}
    >
      <figcaption className="sr-only">A sample screenplay title page</figcaption>
      <div className="text-center">
        <p className="text-[1.25em] font-bold tracking-wide uppercase underline underline-offset-4">
          The Parking Lot
        </p>
        <p className="mt-8">Written by</p>
        <p className="mt-2">Maya Reyes</p>
        <p className="mt-8 text-[0.92em] text-[#5e524b]">
          Based on the night Dad taught me to drive
        </p>
      </div>
      <div className="mt-auto flex items-end justify-between gap-4 text-[0.9em]">
        <p>maya@example.com</p>
        <p>First draft</p>
      </div>
    </figure>
  );
}
