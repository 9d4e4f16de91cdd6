/**
 * The Client's named domain methods against the real codex: thread read /
 * fork / archive / unarchive / paged turns, goals, models, skills,
 * experimental features, fuzzy file search (experimental client), the
 * NotInitialized guard, and the Thread service object's snapshot.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filter, firstValueFrom, lastValueFrom, of, toArray, type Subscription } from 'rxjs';
import { Client, createClient } from '../../lib/client/client.js';
import type { ClientOptions, FlavorOf } from '../../lib/client/client-options.js';
import { NotInitializedError } from '../../lib/client/errors.js';
import { launchAppServer, type LaunchedAppServer } from '../../lib/testing/launcher.js';
import { script, type ModelScript } from '../../lib/testing/model-provider/script.js';

jest.setTimeout(15_000);

describe('Client domain methods against the real codex', () => {
  let server: LaunchedAppServer | null = null;
  let connection: Subscription | null = null;

  afterEach(async () => {
    connection?.unsubscribe();
    connection = null;
    await server?.dispose();
    server = null;
  });

  async function open<const O extends ClientOptions>(
    s: ModelScript,
    options?: O,
  ): Promise<[LaunchedAppServer, Client<FlavorOf<O>>]> {
    server = await launchAppServer({ script: s });
    const client = await new Promise<Client<FlavorOf<O>>>((resolve, reject) => {
      connection = Client.connect(server!.transport, options).subscribe({
        next: resolve,
        error: reject,
      });
    });
    return [server, client];
  }

  it('refuses requests before initialize locally (no "Not initialized" from the server)', async () => {
    server = await launchAppServer({ script: script() });
    const client = createClient(server.transport);
    await expect(firstValueFrom(client.listModels())).rejects.toBeInstanceOf(NotInitializedError);
    await firstValueFrom(client.initialize());
    const models = await firstValueFrom(client.listModels());
    expect(Array.isArray(models.data)).toBe(true);
    client.close();
  });

  it('thread read / paged turns / fork / archive / unarchive / list', async () => {
    const [srv, c] = await open(script().answer('first answer'));
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    expect(thread.snapshot.cwd).toBe(srv.workspace);
    await firstValueFrom(thread.runText('Hello'));

    const fresh = await firstValueFrom(thread.refresh());
    expect(fresh.id).toBe(thread.id);
    expect(fresh.snapshot.preview).toContain('Hello');

    const pages = await lastValueFrom(thread.turnPages({ limit: 1 }).pipe(toArray()));
    expect(pages.flatMap((p) => p.data)).toHaveLength(1);
    expect(pages.flatMap((p) => p.data)[0]?.status).toBe('completed');

    const fork = await firstValueFrom(thread.fork());
    expect(fork.id).not.toBe(thread.id);
    expect(fork.snapshot.forkedFromId).toBe(thread.id);

    await firstValueFrom(thread.archive());
    const archived = await firstValueFrom(c.listThreads({ archived: true }));
    expect(archived.data.map((t) => t.id)).toContain(thread.id);
    const back = await firstValueFrom(thread.unarchive());
    expect(back.id).toBe(thread.id);
    const active = await firstValueFrom(c.listThreads({}));
    expect(active.data.map((t) => t.id)).toContain(thread.id);
  });

  it('goals set / get / clear', async () => {
    const [srv, c] = await open(script());
    const thread = await firstValueFrom(c.startThread({ cwd: srv.workspace }));
    const set = await firstValueFrom(
      thread.setGoal({ objective: 'Ship the client', tokenBudget: 1000 }),
    );
    expect(set.goal).toMatchObject({
      threadId: thread.id,
      objective: 'Ship the client',
      tokenBudget: 1000,
    });
    const got = await firstValueFrom(thread.getGoal());
    expect(got.goal?.objective).toBe('Ship the client');
    const cleared = await firstValueFrom(thread.clearGoal());
    expect(cleared.cleared).toBe(true);
    expect((await firstValueFrom(thread.getGoal())).goal ?? null).toBeNull();
  });

  it('models, skills, experimental features (list and enablement)', async () => {
    const [, c] = await open(script());
    const models = await firstValueFrom(c.listModels());
    expect(Array.isArray(models.data)).toBe(true);
    const skills = await firstValueFrom(c.listSkills());
    expect(Array.isArray(skills.data)).toBe(true);
    const features = await firstValueFrom(c.listExperimentalFeatures());
    expect(Array.isArray(features.data)).toBe(true);
    await firstValueFrom(c.setExperimentalFeatureEnablement({}));
  });

  it('fuzzy file search session as a stream (experimental client)', async () => {
    const [srv, c] = await open(script(), { experimentalApi: true });
    writeFileSync(join(srv.workspace, 'needle-file.txt'), 'x');
    writeFileSync(join(srv.workspace, 'other.md'), 'y');
    const found = await firstValueFrom(
      c
        .fuzzyFileSearch([srv.workspace], of('needle'))
        .pipe(
          filter((e) => e.method === 'fuzzyFileSearch/sessionUpdated' && e.params.files.length > 0),
        ),
    );
    expect(found.method).toBe('fuzzyFileSearch/sessionUpdated');
    if (found.method === 'fuzzyFileSearch/sessionUpdated') {
      expect(found.params.query).toBe('needle');
      expect(found.params.files.map((f) => f.file_name)).toContain('needle-file.txt');
    }
  });
});
