import { Piscina } from "piscina";
import { threadTasks, type ThreadTaskName } from "./thread-tasks.ts";

// What each worker thread of the pool runs (thread-pool.ts): the named task on its input. Bytes
// are handed back without a copy.
export default async function runThreadTask(message: {
  name: ThreadTaskName;
  input: never;
}): Promise<unknown> {
  const task = threadTasks[message.name] as (input: unknown) => unknown;
  if (typeof task !== "function") throw new Error(`No thread task named ${message.name}`);
  const result = await task(message.input);
  return ArrayBuffer.isView(result) ? Piscina.move(result) : result;
}
