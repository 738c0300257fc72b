import { isDatabaseUnreachable } from '../db/connection-errors.js';

/** A job that runs in the background of a server process until it is stopped. */
export interface BackgroundJob {
  /** Stops the timer and waits for a run in progress, so a closing app leaves no half-done work behind. */
  stop(): Promise<void>;
}

/** What a run may ask of its job while it works. */
export interface JobRun {
  /** The job is being stopped (the app is closing): a long run ends after the work in hand. */
  readonly stopping: boolean;
  /** How the member-by-member runs of this process go; absent, the web process's pace. */
  readonly pace?: MemberPace;
}

/**
 * How a member-by-member run goes in this process (docs/decisions/0081-worker-processes-and-stopping.md).
 * The web process works a budget a minute, one member at a time, so its requests keep the CPU;
 * a worker has nothing else to do and goes on while members are due, several at once.
 */
export interface MemberPace {
  /** Whether a run ends after the job's `budgetMs` (the web process) or only when no member is due (a worker). */
  budgeted: boolean;
  /** How many members are served at once, each still claimed on its own. */
  concurrency: number;
}

/** The web process's pace: a budget, one member at a time. */
export const WEB_PACE: MemberPace = { budgeted: true, concurrency: 1 };

/**
 * Runs `work` every `everyMs`, one run at a time (the next is scheduled when the last ends), on
 * an unref'd timer so it never keeps the process alive. A failed run is logged and the job goes
 * on; the work itself must be safe on several instances (the callers claim rows first). A
 * worker's member-by-member jobs make their first run at once: a worker started (or restarted by
 * a deploy) in the middle of a morning goes on with it, rather than a minute later; the web
 * process's first run waits, so that its start stays light.
 */
export function startBackgroundJob(
  work: (run: JobRun) => Promise<unknown>,
  everyMs: number,
  onError: (err: unknown) => void,
  pace?: MemberPace,
): BackgroundJob {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const run: JobRun = {
    get stopping() {
      return stopped;
    },
    pace,
  };
  const schedule = (afterMs = everyMs) => {
    timer = setTimeout(tick, afterMs);
    timer.unref();
  };
  const tick = () => {
    running = work(run)
      .catch(onError)
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule(pace && !pace.budgeted ? 0 : everyMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** A job whose work is claimed and done member by member (docs/decisions/0058). */
export interface MemberByMember {
  /**
   * One look at the due list (nothing is claimed): up to `limit` members above `after` by id.
   * `looked` lists them all; `serve` those to claim and serve one by one. The job may settle the
   * others itself, together, when no work of theirs is at stake. A job whose looks move on
   * without the keyset (each member served or settled leaves the due list) may ignore `after`.
   */
  look(after: number, limit: number): Promise<{ looked: number[]; serve: number[] }>;
  /**
   * Claims one member's work (a conditional update: one instance wins) and does it. Whether it
   * was done here: false when another instance claimed it first, or there was nothing to do.
   */
  serve(memberId: number): Promise<boolean>;
  /** One member's failure, to be logged with their id; the run goes on with the next member. */
  failed(err: unknown, memberId: number): void;
  /** How many members one look lists. */
  page: number;
  /** A run stops after this long (in the web process's pace); the next run goes on where it stopped. */
  budgetMs: number;
  run?: JobRun;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Works through the due members, each claimed on its own by `serve`, so a crash costs at most
 * the members in hand and one member's error costs only that member's work: it goes to `failed`
 * with their id and the run goes on. An unreachable database ends the run instead (every member
 * would fail alike; the next run tries again). A member is tried once per run (one whose claim
 * failed is listed again, and waits for the next run). Each look's members are taken in a
 * shuffled order, so instances running at once seldom reach for the same member; the run's pace
 * (`run.pace`, the web process's by default) says how many are served at once. The event loop
 * turns between members; a budgeted run ends after `budgetMs`, any run as soon as the job is
 * stopped (after the members in hand), leaving the rest to the next run. How many members were
 * served here.
 */
export async function serveMemberByMember(job: MemberByMember): Promise<number> {
  const pace = job.run?.pace ?? WEB_PACE;
  const started = Date.now();
  const over = () => job.run?.stopping === true || (pace.budgeted && Date.now() - started > job.budgetMs);
  const tried = new Set<number>();
  let served = 0;
  let after = 0;
  while (!over()) {
    const { looked, serve } = await job.look(after, job.page);
    // Nothing listed that this run has not met: the due list is done (for this run).
    if (looked.every((id) => tried.has(id))) break;
    const fresh = shuffled(serve.filter((id) => !tried.has(id)));
    for (const id of looked) tried.add(id);
    after = Math.max(after, ...looked);
    served += await serveEach(job, fresh, Math.max(1, pace.concurrency), over);
  }
  return served;
}

/**
 * Serves `ids` in order, `lanes` at a time: each lane takes the next member when its last is
 * done, until the list ends or the run is over. An unreachable database stops every lane and is
 * thrown once the members in hand are done. How many were served.
 */
async function serveEach(job: MemberByMember, ids: number[], lanes: number, over: () => boolean): Promise<number> {
  let next = 0;
  let served = 0;
  let unreachable: { err: unknown } | undefined;
  const lane = async () => {
    while (!unreachable && next < ids.length && !over()) {
      const id = ids[next++]!;
      try {
        if (await job.serve(id)) served += 1;
      } catch (err) {
        if (isDatabaseUnreachable(err)) unreachable ??= { err };
        else job.failed(err, id);
      }
      await pause();
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, ids.length) }, lane));
  if (unreachable) throw unreachable.err;
  return served;
}

function shuffled(ids: number[]): number[] {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
