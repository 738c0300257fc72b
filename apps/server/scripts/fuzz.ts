// `npm run fuzz`: fuzzes every /api route of the real app (docs/decisions/0032) for longer than
// `npm test` does, with a random seed unless told one. Prints per route the requests tried and
// the statuses that came back; on a failure, the seed, fast-check's path and the shrunk request,
// and exits 1. Options: --seed=N, --runs=N (per route, default 300), --engine=sqlite|postgres
// (default sqlite), --route=<text> (routes whose "METHOD /api/path" contains it, or the one it
// names exactly), --path=<fast-check path> (with --seed and --route, replays one failure).
import { fuzzableRoutes, fuzzCallers, fuzzRoute, describeFailure } from '../src/test/fuzz/fuzz-runner.js';
import { createTestApp } from '../src/test/test-app.js';
import { scriptArgs } from './script-args.js';

const args = scriptArgs();
const engine = args.engine === 'postgres' ? 'postgres' : 'sqlite';
const seed = args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
const runs = Number(args.runs ?? 300);
const filter = args.route;

const t = await createTestApp({ engine });
let failed = 0;
try {
  const all = await fuzzableRoutes(t.app);
  const named = all.filter((r) => `${r.method} ${r.path}` === filter);
  const routes = named.length ? named : all.filter((r) => !filter || `${r.method} ${r.path}`.includes(filter));
  console.log(`fuzzing ${routes.length} routes on ${engine}, seed ${seed}, ${runs} requests each`);
  const callers = fuzzCallers(t.app);
  const started = Date.now();
  let total = 0;
  for (const route of routes) {
    const report = await fuzzRoute(t.app, route, await callers.fresh(), {
      seed,
      runs,
      ...(args.path ? { path: args.path } : {}),
    });
    total += report.tried;
    const statuses = Object.entries(report.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `${report.failure ? 'FAIL' : 'ok  '} ${report.route.padEnd(52)} ${String(report.tried).padStart(5)}  ${statuses}`,
    );
    if (report.failure) {
      failed += 1;
      console.log(`\n${describeFailure(report, engine)}\n`);
    }
  }
  console.log(`\n${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; seed ${seed}; ${failed} failing route(s)`);
} finally {
  await t.close();
}
process.exit(failed ? 1 : 0);
