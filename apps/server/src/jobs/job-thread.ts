import { parentPort, Worker } from 'node:worker_threads';

// A job heavy on JavaScript, run in a thread of its own with its own database pool. Where the
// worker runs in the server (the default), such a job shared the event loop that answers
// requests: the minute's watch rollup counted 100,000 views in one turn of it, and the reads
// beside it fell to half (ADR 0037). In a thread, requests keep their loop and the job takes
// a core that has room. The thread starts at the job's first run and is kept (it loads its
// modules once); it never keeps the process alive.

type Request<Input> = { id: number; input: Input };
type Answer<Output> = { id: number; output?: Output; error?: string };

export function createJobThread<Input, Output>(entry: URL, workerData: unknown) {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (output: Output) => void; reject: (error: Error) => void }>();

  function failAll(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = undefined;
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(entry, { workerData });
    thread.unref();
    thread.on('message', ({ id, output, error }: Answer<Output>) => {
      const run = waiting.get(id);
      waiting.delete(id);
      if (error === undefined) run?.resolve(output as Output);
      else run?.reject(new Error(error));
    });
    thread.on('error', failAll);
    thread.on('exit', (code) => failAll(new Error(`the job thread stopped (exit code ${code})`)));
    worker = thread;
    return thread;
  }

  return {
    /** Runs the thread's job once with `input`; rejects with the job's error message. */
    run(input: Input): Promise<Output> {
      const thread = started();
      const id = nextId++;
      return new Promise<Output>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, input } satisfies Request<Input>);
      });
    },

    /** Stops the thread; a run in progress is abandoned (its transaction rolls back). */
    async stop(): Promise<void> {
      await worker?.terminate();
    },
  };
}

/** In the thread (its entry module): answers each run with what `job` resolves to. */
export function serveJobThread<Input, Output>(job: (input: Input) => Promise<Output>) {
  parentPort?.on('message', async ({ id, input }: Request<Input>) => {
    try {
      parentPort?.postMessage({ id, output: await job(input) } satisfies Answer<Output>);
    } catch (error) {
      parentPort?.postMessage({ id, error: (error as Error).message } satisfies Answer<Output>);
    }
  });
}
