// The server is killed with SIGKILL in the middle of writes, restarted on the
// same data, and must have kept every write it acknowledged, half-written none, and start
// cleanly; on SQLite and on PostgreSQL (docs/decisions/0033), a test file each so that the two
// run side by side.
import { afterEach, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_MS } from '../../lib/storage/orphan-sweep.js';
import type { Engine } from '../../db/engine.js';
import { createDatabase, killServer, stopServer, type ServerDatabase, type ServerProcess } from '../server-process.js';
import { apiClient } from './crash-client.js';
import { ageMediaFiles, checkAcknowledged, checkConsistency, inspectStore, type StoreState } from './crash-checks.js';
import { errorLines, startCrashServer, withDatabase } from './crash-server.js';
import { newLedger, runWorkload, type Ledger } from './crash-workload.js';

const ROUNDS = 3;
const CLIENTS = 4;
const PORTS = { sqlite: 3461, postgres: 3462 } as const;
const WRITE_KINDS = [
  'registration',
  'verification',
  'profile save',
  'photo upload',
  'horoscope upload',
  'interest sent',
  'payment initiated',
  'payment made on the gateway',
  'plan activated',
  'interest answered',
  'photo deletion',
  'horoscope deletion',
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(50);
}

/** The store once the start-up sweep has run (it runs in the background after the start). */
async function settledStore(database: ServerDatabase): Promise<StoreState> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const state = await withDatabase(database, (db) => inspectStore(db, database.dataDir));
    if ((state.orphanFiles.length === 0 && state.unfinishedFiles.length === 0) || Date.now() > deadline) return state;
    await sleep(200);
  }
}

export function describeCrashSafety(engine: Engine): void {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  describe(`crash safety on ${engine}`, () => {
    it('keeps every acknowledged write, half-writes nothing and restarts cleanly after SIGKILLs mid-write', async () => {
      const started = Date.now();
      const database = await createDatabase(engine, 'inai_crash');
      const api = apiClient(`http://127.0.0.1:${PORTS[engine]}`);
      let server: ServerProcess = await startCrashServer(PORTS[engine], database);
      cleanup = async () => {
        await stopServer(server.child);
        await database.drop();
      };
      const ledger: Ledger = newLedger();
      const leftBehind = { orphanFiles: 0, unfinishedFiles: 0 };

      for (let round = 1; round <= ROUNDS; round++) {
        ledger.round = round;
        for (const member of ledger.members) member.seen = undefined;
        let running = true;
        const failures: string[] = [];
        const work = runWorkload(api, ledger, database.dataDir, {
          clients: CLIENTS,
          running: () => running,
          onError: (error) => failures.push(error.message),
        });
        // The first round runs until every kind of write has been acknowledged once, so every
        // kill lands among all of them; then a random 0.5–3 s more before the kill.
        if (round === 1) await until(() => WRITE_KINDS.every((k) => ledger.acks[k]) || failures.length > 0, 40_000);
        await sleep(500 + Math.random() * 2500);
        running = false;
        // A server that ended on its own before the kill shows here, with its last words.
        const before = `exit ${server.child.exitCode ?? server.child.signalCode ?? 'none'}; output: ${server.output.slice(-5).join(' | ')}`;
        await killServer(server.child);
        await work;
        expect([...new Set(failures)], `requests refused before the kill (server: ${before})`).toEqual([]);
        expect(errorLines(server.output), 'errors logged before the kill').toEqual([]);

        // On the dead server's data: a row without its files could never be repaired.
        const afterKill = await withDatabase(database, (db) => inspectStore(db, database.dataDir));
        expect(afterKill.rowsWithoutFiles, 'rows without files after the kill').toEqual([]);
        leftBehind.orphanFiles += afterKill.orphanFiles.length;
        leftBehind.unfinishedFiles += afterKill.unfinishedFiles.length;
        // The sweep spares files younger than its grace period (another instance may be
        // mid-upload); aging every file stands for that time passing before this restart.
        ageMediaFiles(database.dataDir, ORPHAN_GRACE_MS + 60_000);

        server = await startCrashServer(PORTS[engine], database);
        expect(await settledStore(database)).toEqual({ rowsWithoutFiles: [], orphanFiles: [], unfinishedFiles: [] });
        expect(await withDatabase(database, (db) => checkAcknowledged(api, db, database.dataDir, ledger))).toEqual([]);
        expect(await withDatabase(database, (db) => checkConsistency(api, db, ledger))).toEqual([]);
        expect(errorLines(server.output), 'errors logged at the restart').toEqual([]);
      }

      for (const kind of WRITE_KINDS) expect(ledger.acks[kind], `acknowledged ${kind}s`).toBeGreaterThan(0);
      // The figures for the record (docs/decisions/0033): how much was written and what the kills left.
      process.stdout.write(
        `crash safety on ${engine}: ${ROUNDS} kills in ${((Date.now() - started) / 1000).toFixed(1)} s; acknowledged ${JSON.stringify(ledger.acks)}; ` +
          `left by the kills and swept at restart: ${leftBehind.orphanFiles} orphan and ${leftBehind.unfinishedFiles} unfinished files\n`,
      );
    }, 300_000);
  });
}
