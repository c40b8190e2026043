/**
 * The API benchmark's data, made through the product's own API on an empty company: `questionnaires`
 * questionnaires of 8 questions, and jobs each using one of them (so the list's active job counts are
 * real counts), the first with a full job card.
 */
export async function seedCompany(
  base: string,
  authorization: string,
  { questionnaires, jobs }: { questionnaires: number; jobs: number },
): Promise<{ jobId: number }> {
  const headers = { authorization, 'content-type': 'application/json' };
  const post = async (url: string, body: unknown): Promise<unknown> => {
    const res = await fetch(`${base}/api/v1${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`seeding ${url} failed: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const ids: string[] = [];
  for (let i = 0; i < questionnaires; i++) {
    const created = (await post('/questionnaire', {
      questionnaireName: `Benchmark questionnaire ${i}`,
      contentType: i % 2 ? 'Audio' : 'Video',
      questions: Array.from({ length: 8 }, (_, q) => ({
        questionText: `Question ${q + 1} of questionnaire ${i}: tell us about a time you had to explain a hard problem?`,
      })),
    })) as { id: string };
    ids.push(created.id);
  }
  let firstJob: number | undefined;
  for (let j = 0; j < jobs; j++) {
    const job = (await post('/company/1/jobs', {
      title: `Robotics Software Engineer ${j}`,
      companyName: 'Benchmark Robotics',
      industry: 'Robotics',
      description:
        '<p>Build the software that lets our <strong>warehouse robots</strong> see, plan and move safely ' +
        'among people.</p><ul><li>ROS 2 and C++ every day</li><li>Simulation before hardware</li></ul>',
      requirements: '<p>Three years of C++ on Linux; ROS experience is a plus.</p>',
      roleDescription: 'You join a team of six and own the motion planner end to end.',
      responsibilities: ['Design motion planning', 'Review code', 'Run field trials', 'Mentor juniors'],
      skills: 'C++, ROS 2, Python, Linux',
      locations: [{ city: 'Berlin', country: 'Germany' }],
    })) as { id: number };
    firstJob ??= job.id;
    await post(`/job/${job.id}/questionnaire`, { questionnaireId: ids[j % ids.length] });
  }
  return { jobId: firstJob ?? 1 };
}
