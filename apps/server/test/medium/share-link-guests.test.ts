import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedShareLink, InterviewDetail, ShareLinkList, SharedPage } from '@vi/contracts';
import { createAnswer } from '../factories/answer.factory.js';
import { createApplication, type ApplicationFixture } from '../factories/application.factory.js';
import { createCompany, type CompanyFixture } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createTestApp, DIALECTS, type TestApp } from '../helper.js';
import { createCall } from '../helpers/call.js';

/*
 * Guests of a share link (docs/review-and-sharing.md "Guest reviewers"): a name is bound to the browser
 * key that used it first, and the team's ratings reach guests only through a link that shows them.
 */
const TOKEN_IN_URL = /\/v1\/shared\/([A-Za-z0-9_-]{43})$/;
const ANN = 'key-of-anns-browser-aaaaaaaaaaaa';
const BEN = 'key-of-bens-browser-bbbbbbbbbbbb';

describe.each(DIALECTS)('share link guests (%s)', (dialect) => {
  let t: TestApp;
  let a: CompanyFixture;
  let riley: string;
  let dana: ApplicationFixture;

  const db = () => t.database.db;
  const call = createCall(() => t.app);
  const guest = (key: string | null, method: 'GET' | 'PUT', url: string, body?: object) =>
    call(method, url, { body, headers: key === null ? {} : { 'x-guest-key': key } });
  const review = (key: string | null, token: string, body: object) =>
    guest(key, 'PUT', `/shared/${token}/interviews/${dana.applicationId}/review`, body);
  const page = async (key: string, token: string) => {
    const res = await guest(key, 'GET', `/shared/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SharedPage>();
  };
  async function share(options: object) {
    const res = await call('POST', `/company/${a.companyId}/share-links`, {
      token: riley,
      body: { interviewIds: [dana.applicationId], allowReviews: true, ...options },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<CreatedShareLink>();
    return { id: created.id, token: TOKEN_IN_URL.exec(created.url)![1]! };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createCompany(db(), { name: 'Company A' });
    riley = await t.tokenFor({ companyId: a.companyId, userId: a.userId });
    const job = await createJob(db(), a.companyId, { title: 'Robotics Engineer' });
    dana = await createApplication(db(), a.companyId, job, null, {
      firstName: 'Dana',
      lastName: 'Reyes',
      status: 'Completed',
    });
    await createAnswer(db(), dana.applicationId, { questionKey: 'q-video', position: 0 });
    const answered = { application_id: dana.applicationId, answered_at: new Date().toISOString() };
    await db()
      .insertInto('question_answers')
      .values([
        {
          ...answered,
          id: randomUUID(),
          question_key: 'q-permit',
          question_text: 'Can you work in Norway?',
          question_type: 'Select',
          position: 1,
          option_ids: JSON.stringify(['yes']),
          labels: JSON.stringify(['Yes, I have a permit']),
          knockouts: null,
          has_knockout: 0,
          text: null,
          skipped: 0,
        },
        {
          ...answered,
          id: randomUUID(),
          question_key: 'q-why',
          question_text: 'Why this job?',
          question_type: 'Written',
          position: 2,
          option_ids: null,
          labels: null,
          knockouts: null,
          has_knockout: 0,
          text: 'I love robots.\nAnd people.',
          skipped: 0,
        },
      ])
      .execute();
    const own = await call('PUT', `/interviews/${dana.applicationId}/review`, {
      token: riley,
      body: { overall: 2 },
    });
    expect(own.statusCode, own.body).toBe(200);
    const note = await call('POST', `/interviews/${dana.applicationId}/notes`, {
      token: riley,
      body: { text: 'Team note: not sure' },
    });
    expect(note.statusCode, note.body).toBe(201);
  });
  afterAll(() => t.close());

  it('a guest cannot post as another guest', async () => {
    const link = await share({});
    expect((await review(ANN, link.token, { reviewerName: 'Sam Lee', overall: 4 })).statusCode).toBe(200);

    // Another browser typing the same name (any case or spacing) is refused; Ann's review is untouched.
    const taken = await review(BEN, link.token, { reviewerName: '  sam   LEE ', overall: 1, comment: 'No' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'GUEST_NAME_TAKEN' });
    expect(taken.json<{ message: string }>().message).toContain(
      'Someone else already reviews under this name',
    );
    // Without a key no one can write at all.
    expect((await review(null, link.token, { reviewerName: 'Sam Lee', overall: 1 })).statusCode).toBe(400);
    const reviews = await db()
      .selectFrom('guest_reviews')
      .select(['reviewer_name', 'overall'])
      .where('share_link_id', '=', link.id)
      .execute();
    expect(reviews).toEqual([{ reviewer_name: 'Sam Lee', overall: 4 }]);

    // Ann edits her own review; Ben reviews under his own name.
    const edited = await review(ANN, link.token, { reviewerName: 'sam lee', overall: 5 });
    expect(edited.json()).toMatchObject({ reviewerName: 'sam lee', overall: 5, mine: true });
    expect((await review(BEN, link.token, { reviewerName: 'Sam Li', overall: 3 })).statusCode).toBe(200);

    // A name is bound per link: on another link Ben may use it.
    const other = await share({});
    expect((await review(BEN, other.token, { reviewerName: 'Sam Lee', overall: 3 })).statusCode).toBe(200);

    // The key is never stored, only its hash.
    const bound = await db().selectFrom('share_link_guests').selectAll().execute();
    expect(JSON.stringify(bound)).not.toContain(ANN);
    expect(bound.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
  });

  it("team ratings hidden unless the link allows (and other guests' reviews with them)", async () => {
    const hidden = await share({});
    await review(ANN, hidden.token, { reviewerName: 'Ann', overall: 5, comment: 'Hire' });
    await review(BEN, hidden.token, { reviewerName: 'Ben', overall: 1 });
    const [seenByBen] = (await page(BEN, hidden.token)).interviews;
    expect(seenByBen?.rating).toBeNull();
    expect(seenByBen?.guestReviews.map((r) => [r.reviewerName, r.mine])).toEqual([['Ben', true]]);
    expect(JSON.stringify(seenByBen)).not.toContain('Team note');
    expect((await page(ANN, hidden.token)).showTeamReviews).toBe(false);

    const shown = await share({ showTeamReviews: true });
    await review(ANN, shown.token, { reviewerName: 'Ann', overall: 5 });
    await review(BEN, shown.token, { reviewerName: 'Ben', overall: 1 });
    const shownPage = await page(BEN, shown.token);
    expect(shownPage.showTeamReviews).toBe(true);
    expect(shownPage.interviews[0]?.rating).toEqual({ average: 2, count: 1 });
    expect(shownPage.interviews[0]?.guestReviews.map((r) => [r.reviewerName, r.mine])).toEqual([
      ['Ann', false],
      ['Ben', true],
    ]);

    // The recruiters see every guest's review whatever the link shows guests.
    const detail = (
      await call('GET', `/interviews/${dana.applicationId}`, { token: riley })
    ).json<InterviewDetail>();
    expect(detail.reviews.filter((r) => r.shareLinkId === hidden.id).map((r) => r.reviewerName)).toEqual([
      'Ann',
      'Ben',
    ]);
    const listed = (
      await call('GET', `/company/${a.companyId}/share-links`, { token: riley })
    ).json<ShareLinkList>();
    const byId = new Map(listed.data.map((l) => [l.id, l]));
    expect(byId.get(hidden.id)?.showTeamReviews).toBe(false);
    expect(byId.get(shown.id)?.showTeamReviews).toBe(true);
    // And whose interviews each link shares.
    expect(byId.get(shown.id)?.interviews).toEqual([
      { id: dana.applicationId, applicantName: 'Dana Reyes', jobTitle: 'Robotics Engineer' },
    ]);
  });

  it('shows choice answers as chosen labels and written answers as text, in order', async () => {
    const link = await share({ allowReviews: false });
    const [shared] = (await page(ANN, link.token)).interviews;
    expect(shared?.responses.map((r) => [r.questionId, r.type])).toEqual([
      ['q-video', 'Text'],
      ['q-permit', 'Select'],
      ['q-why', 'Written'],
    ]);
    expect(shared?.responses[1]).toMatchObject({ optionIds: ['yes'], labels: ['Yes, I have a permit'] });
    expect(shared?.responses[2]).toMatchObject({ text: 'I love robots.\nAnd people.', videoUrl: null });
  });
});
