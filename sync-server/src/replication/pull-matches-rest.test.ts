/**
 * One audience, two doors: for each viewer (candidates, employers, a support agent), a first pull of every
 * collection and the REST list of it (`listVisible`, behind every `GET /api/...` list; and the two full lists
 * over HTTP) give the same documents, field for field. The two once disagreed: the pull gave an employer no
 * other employer's jobs, the REST list gave all of them (issue 46; store/audience.ts is the one definition).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import type { Viewer } from '../auth/sessions.ts';
import { setSupportAgentFlag } from '../support/agents.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { buildWorld, pushOk, signUpCandidate, type Actor, type World } from '../test-support/world.ts';
import { listVisible } from './documents.ts';

let server: TestServer;
let w: World;
let agent: Awaited<ReturnType<typeof signUpCandidate>>;
let supportChatId: string;

const VIEWERS = ['applicant', 'bystander', 'employerA', 'employerB', 'noCompany', 'agent'] as const;
type ViewerName = (typeof VIEWERS)[number];

function actor(name: ViewerName): Actor {
  return name === 'agent' ? agent : w.actors[name];
}

function viewerOf(name: ViewerName): Viewer {
  const { user } = actor(name);
  // As the session reads it: every employer here founded their company (its id is theirs).
  const company = user.userType === 'employer' ? { company: { id: user.id, role: 'admin' as const } } : {};
  return { userId: user.id, userType: user.userType as Viewer['userType'], email: user.email, isSupportAgent: name === 'agent', ...company };
}

beforeAll(async () => {
  server = await createTestServer();
  w = await buildWorld(server);
  agent = await signUpCandidate(server);
  await setSupportAgentFlag(server.deps.database.db, agent.user.id, true, server.clock.now);
  // A support chat opened by employer B: its user and every agent see it, nobody else.
  supportChatId = randomUUID();
  await pushOk(w.actors.employerB.client, 'conversations', [
    insertRow({ id: supportChatId, _deleted: false, kind: 'support', participantUserIds: [w.actors.employerB.user.id], participants: [], readAt: {} }),
  ]);
}, 180_000);
afterAll(() => server.close());

async function pulled(client: TestClient, collection: CollectionName): Promise<Map<string, Record<string, unknown>>> {
  const docs = await client.pullAll(collection);
  return new Map([...docs].map(([id, { _deleted, ...doc }]) => [id, doc]));
}

function byId(docs: Record<string, unknown>[]): Map<string, Record<string, unknown>> {
  return new Map(docs.map((doc) => [doc.id as string, doc]));
}

const sorted = (docs: Map<string, Record<string, unknown>>) => [...docs.keys()].sort();

describe('pull and REST give a viewer the same rows', () => {
  const cases = VIEWERS.flatMap((viewer) => COLLECTION_NAMES.map((collection) => ({ viewer, collection })));

  it.each(cases)('$viewer: $collection', async ({ viewer, collection }) => {
    const fromPull = await pulled(actor(viewer).client, collection);
    const fromRest = byId(await listVisible(server.deps.database.db, collection, viewerOf(viewer), undefined, server.clock.now));
    expect(sorted(fromRest)).toEqual(sorted(fromPull));
    for (const [id, doc] of fromPull) expect(fromRest.get(id), `${collection} ${id}`).toEqual(doc);
  });

  it.each(VIEWERS)('%s: GET /api/jobs and GET /api/candidates list what the pull holds', async (viewer) => {
    const { client } = actor(viewer);
    for (const collection of ['jobs', 'candidates'] as const) {
      const res = await client.get(`/api/${collection}`);
      expect(res.status).toBe(200);
      expect(sorted(byId(res.json))).toEqual(sorted(await pulled(client, collection)));
    }
  });

  it('the world shows the differences the audience makes', async () => {
    const ids = async (viewer: ViewerName, collection: CollectionName) => sorted(await pulled(actor(viewer).client, collection));
    // An employer receives its own jobs, closed ones too, and no other employer's; a candidate every active job.
    expect(await ids('employerB', 'jobs')).toEqual([w.jobB.id]);
    expect(await ids('employerA', 'jobs')).toEqual([w.activeJob.id, w.closedJob.id].sort());
    expect(await ids('bystander', 'jobs')).toEqual([w.activeJob.id, w.jobB.id].sort());
    // Open profiles reach employers, not candidates; a closed one reaches nobody but its owner.
    expect(await ids('employerB', 'candidates')).toEqual([w.profiles.applicant.id, w.profiles.bystander.id, agent.profile.id].sort());
    expect(await ids('bystander', 'candidates')).toEqual([w.profiles.bystander.id]);
    // A support chat reaches its user and the agents.
    expect(await ids('agent', 'conversations')).toContain(supportChatId);
    expect(await ids('employerA', 'conversations')).not.toContain(supportChatId);
    expect(await ids('employerB', 'conversations')).toContain(supportChatId);
  });
});
