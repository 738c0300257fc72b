import { describe, expect, it, vi } from 'vitest';
import { serveMemberByMember, startBackgroundJob, WEB_PACE, type MemberByMember } from './background-job.js';

/** A job over members 1…n, due until served; `serve` may be replaced. */
function job(n: number, overrides: Partial<MemberByMember> = {}) {
  const due = new Set(Array.from({ length: n }, (_, i) => i + 1));
  const served: number[] = [];
  const failed: { id: number; err: unknown }[] = [];
  const looks: number[] = [];
  const spec: MemberByMember = {
    look: async (after, limit) => {
      looks.push(after);
      const listed = [...due].filter((id) => id > after).slice(0, limit);
      return { looked: listed, serve: listed };
    },
    serve: async (id) => {
      due.delete(id);
      served.push(id);
      return true;
    },
    failed: (err, id) => void failed.push({ id, err }),
    page: 4,
    budgetMs: 60_000,
    ...overrides,
  };
  return { spec, due, served, failed, looks };
}

describe('serveMemberByMember', () => {
  it('serves every due member once, a page at a time by id', async () => {
    const j = job(10);
    expect(await serveMemberByMember(j.spec)).toBe(10);
    expect([...j.served].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(j.looks).toEqual([0, 4, 8, 10]);
  });

  it('hands one member’s error to `failed` with their id and goes on with the others', async () => {
    const boom = new Error('their preferences cannot be read');
    const j = job(6);
    j.spec.serve = async (id) => {
      if (id === 3) throw boom;
      j.due.delete(id);
      j.served.push(id);
      return true;
    };
    expect(await serveMemberByMember(j.spec)).toBe(5);
    expect(j.failed).toEqual([{ id: 3, err: boom }]);
    expect(j.served).toHaveLength(5);
  });

  it('tries a member listed again after failing only once per run, even when the look ignores `after`', async () => {
    const j = job(3);
    j.spec.look = async (_after, limit) => {
      const listed = [...j.due].slice(0, limit);
      return { looked: listed, serve: listed };
    };
    j.spec.serve = async (id) => {
      if (id === 2) throw new Error('still failing');
      j.due.delete(id);
      return true;
    };
    expect(await serveMemberByMember(j.spec)).toBe(2);
    expect(j.failed.map((f) => f.id)).toEqual([2]);
  });

  it('serves only the members a look hands it; the job settles the others itself', async () => {
    const j = job(10);
    const settled: number[] = [];
    j.spec.look = async (_after, limit) => {
      const listed = [...j.due].slice(0, limit);
      const odd = listed.filter((id) => id % 2 === 1);
      for (const id of odd) j.due.delete(id);
      settled.push(...odd);
      return { looked: listed, serve: listed.filter((id) => id % 2 === 0) };
    };
    expect(await serveMemberByMember(j.spec)).toBe(5);
    expect([...j.served].sort((a, b) => a - b)).toEqual([2, 4, 6, 8, 10]);
    expect(settled).toEqual([1, 3, 5, 7, 9]);
  });

  it('ends the run when the database cannot be reached, instead of failing every member alike', async () => {
    const j = job(5);
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    j.spec.serve = async () => {
      throw down;
    };
    await expect(serveMemberByMember(j.spec)).rejects.toBe(down);
    expect(j.failed).toEqual([]);
  });

  it('stops after the member in hand when the job is stopping, and when its time is up', async () => {
    const stopped = job(8);
    stopped.spec.run = {
      // The app begins to close while the third member is in hand.
      get stopping() {
        return stopped.served.length >= 3;
      },
    };
    expect(await serveMemberByMember(stopped.spec)).toBe(3);
    expect(stopped.due.size).toBe(5);

    // The clock moves only as members are served, so a slow machine cannot spend the budget first.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const slow = job(8, { budgetMs: 5 });
      const serve = slow.spec.serve;
      slow.spec.serve = async (id) => {
        vi.setSystemTime(Date.now() + 10);
        return serve(id);
      };
      expect(await serveMemberByMember(slow.spec)).toBe(1);
      expect(slow.due.size).toBe(7);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('serveMemberByMember at a worker’s pace', () => {
  it('serves k members at once, never more, each claimed on its own', async () => {
    const j = job(12, { page: 6 });
    let inHand = 0;
    let most = 0;
    const serve = j.spec.serve;
    j.spec.serve = async (id) => {
      inHand += 1;
      most = Math.max(most, inHand);
      // Fake work that takes a while: the lanes overlap only if they run at once.
      await new Promise((resolve) => setTimeout(resolve, 5));
      inHand -= 1;
      return serve(id);
    };
    j.spec.run = { stopping: false, pace: { budgeted: false, concurrency: 3 } };
    expect(await serveMemberByMember(j.spec)).toBe(12);
    expect(most).toBe(3);
    expect(new Set(j.served).size).toBe(12);
  });

  it('goes on past the budget while members are due, and ends after the members in hand when stopping', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const unbudgeted = job(8, { budgetMs: 5 });
      const serve = unbudgeted.spec.serve;
      unbudgeted.spec.serve = async (id) => {
        vi.setSystemTime(Date.now() + 10);
        return serve(id);
      };
      unbudgeted.spec.run = { stopping: false, pace: { budgeted: false, concurrency: 1 } };
      expect(await serveMemberByMember(unbudgeted.spec)).toBe(8);
    } finally {
      vi.useRealTimers();
    }

    const stopped = job(20, { page: 10 });
    stopped.spec.run = {
      get stopping() {
        return stopped.served.length >= 4;
      },
      pace: { budgeted: false, concurrency: 2 },
    };
    const served = await serveMemberByMember(stopped.spec);
    // The lanes in hand finish their member; none takes another.
    expect(served).toBeGreaterThanOrEqual(4);
    expect(served).toBeLessThanOrEqual(5);
  });

  it('ends the run on an unreachable database, after the other lanes’ members in hand are done', async () => {
    const j = job(6);
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let inHand = 0;
    j.spec.serve = async (id) => {
      if (id === 1) throw down;
      inHand += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inHand -= 1;
      return true;
    };
    j.spec.run = { stopping: false, pace: { budgeted: false, concurrency: 4 } };
    await expect(serveMemberByMember(j.spec)).rejects.toBe(down);
    expect(inHand).toBe(0);
    expect(j.failed).toEqual([]);
  });
});

describe('startBackgroundJob', () => {
  it('tells a run in progress that the job is stopping, and waits for it to end', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let sawStopping = false;
    const background = startBackgroundJob(
      async (run) => {
        started();
        while (!run.stopping) await new Promise((resolve) => setTimeout(resolve, 1));
        sawStopping = true;
      },
      1,
      (err) => {
        throw err;
      },
    );
    await running;
    await background.stop();
    expect(sawStopping).toBe(true);
  });

  it('makes a worker’s first run at once, and the web process’s first run after the period', async () => {
    vi.useFakeTimers();
    try {
      const runs = { worker: 0, web: 0 };
      const onError = (err: unknown) => {
        throw err;
      };
      const worker = startBackgroundJob(async () => void runs.worker++, 60_000, onError, { budgeted: false, concurrency: 4 });
      const web = startBackgroundJob(async () => void runs.web++, 60_000, onError, WEB_PACE);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toEqual({ worker: 1, web: 0 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toEqual({ worker: 2, web: 1 });
      await Promise.all([worker.stop(), web.stop()]);
    } finally {
      vi.useRealTimers();
    }
  });
});
