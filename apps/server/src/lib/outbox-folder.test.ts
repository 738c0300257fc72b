import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevOutbox, createOutboxFolder, type OutboxFolderEntry } from './outbox-folder.js';

type Note = OutboxFolderEntry & { body: string };

describe('a development outbox folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-folder-'));
  });
  afterEach(async () => fs.rm(dir, { recursive: true, force: true }));

  it('lists newest first, by recipient, and gives one by id', async () => {
    const folder = createOutboxFolder<Note>(dir);
    const first = await folder.write({ to: 'a@example.com', body: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await folder.write({ to: 'b@example.com', body: 'two' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const third = await folder.write({ to: 'a@example.com', body: 'three' });
    expect((await folder.list()).map((n) => n.body)).toEqual(['three', 'two', 'one']);
    expect((await folder.list({ to: 'a@example.com' })).map((n) => n.id)).toEqual([third.id, first.id]);
    expect(await folder.get(second.id)).toEqual(second);
    expect(await folder.get('../../etc/passwd')).toBeUndefined();
  });

  it('lists messages stored within one millisecond newest first too', async () => {
    const folder = createOutboxFolder<Note>(dir);
    const bodies = Array.from({ length: 20 }, (_, i) => `message ${i}`);
    for (const body of bodies) await folder.write({ to: 'a@example.com', body });
    expect((await folder.list()).map((n) => n.body)).toEqual([...bodies].reverse());
  });

  it('sees what another process wrote, and skips a file not yet whole', async () => {
    const reader = createOutboxFolder<Note>(dir);
    expect(await reader.list()).toEqual([]);
    const written = await createOutboxFolder<Note>(dir).write({ to: 'c@example.com', body: 'from the CLI' });
    await fs.writeFile(path.join(dir, `${Date.now() + 1000}-abcdefabcdef.json`), '{"to":"c@ex');
    expect(await reader.list()).toEqual([written]);
  });

  it('lists nothing when the folder does not exist yet', async () => {
    expect(await createOutboxFolder<Note>(path.join(dir, 'never-made')).list({ to: 'x' })).toEqual([]);
  });

  it('logs what a dev outbox stored: the whole text in development only, else the file alone', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => void lines.push({ obj, msg }) };
    const said = {
      field: 'note',
      printed: (n: Note) => ({ fields: { id: n.id, to: n.to }, line: `note to ${n.to}: ${n.body}` }),
      stored: 'note stored',
    };
    const quiet = await createDevOutbox<Note>(dir, log, {}, said).store({ to: 'a@example.com', body: 'code 123456' });
    const loud = await createDevOutbox<Note>(dir, log, { printText: true }, said).store({ to: 'b@example.com', body: 'hi' });
    expect(lines).toEqual([
      { obj: { note: { id: quiet.id } }, msg: 'note stored' },
      { obj: { note: { id: loud.id, to: 'b@example.com' } }, msg: 'note to b@example.com: hi' },
    ]);
    expect((await createOutboxFolder<Note>(dir).list()).map((n) => n.body)).toEqual(['hi', 'code 123456']);
  });
});
