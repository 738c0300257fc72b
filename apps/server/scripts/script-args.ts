// What the benchmark and fuzzing scripts share of their command lines: `--name=value` options
// (a bare `--name` is 'true'), and the kept base a run is told to reuse.

/** The script's `--name=value` options; a value may itself hold '=' (a database URL's query). */
export function scriptArgs(argv = process.argv.slice(2)): Record<string, string | undefined> {
  return Object.fromEntries(argv.map((a) => a.replace(/^--/, '').split(/=(.*)/s)).map(([k, v]) => [k, v ?? 'true']));
}

/** The database URL of `--reuse=URL` (a base kept by an earlier run's `--keep`); undefined without one. */
export function reusedBase(args: Record<string, string | undefined>): string | undefined {
  return typeof args.reuse === 'string' && args.reuse !== 'true' ? args.reuse : undefined;
}
