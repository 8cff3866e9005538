import { placeAnchorsInThread } from "../domain/comments/place-thread-task.ts";
import { keepsakeInThread } from "../domain/keepsake/keepsake-thread-task.ts";
import { pdfInThread, statisticsInThread } from "../domain/screenplay/screenplay-thread-tasks.ts";

// Every task the worker threads run, by name (server/threads/thread-pool.ts runs them). A task
// takes one structured-cloneable input and returns (or resolves to) a cloneable answer; it must
// import no database, storage or HTTP code: a thread has none of the server's connections.
export const threadTasks = {
  "screenplay.pdf": pdfInThread,
  "screenplay.statistics": statisticsInThread,
  "keepsake.book": keepsakeInThread,
  "comments.place": placeAnchorsInThread,
};

export type ThreadTasks = typeof threadTasks;
export type ThreadTaskName = keyof ThreadTasks;
