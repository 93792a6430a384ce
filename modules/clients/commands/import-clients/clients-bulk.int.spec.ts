import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';

describe('clients CSV import and export', () => {
  let t: TestApp;
  let a: SignedUp;
  const as = (who: SignedUp) => asMember(t, who);

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUp(t);
  });
  afterAll(() => t.close());

  it('reports bad lines, then imports clients with their links and exports them', async () => {
    const base = `/api/provider/${a.providerId}`;
    const bad =
      'name,email,active\nAcme,acme@example.test,yes\n,nobody@example.test,\nBeta,not-an-email,\n';
    const preview = await as(a)
      .post(`${base}/clients/import`)
      .set('Content-Type', 'text/csv')
      .send(bad)
      .expect(201);
    expect(preview.body.errors).toEqual([
      { line: 3, message: 'A name is required for a client.' },
      { line: 4, message: 'email must be a valid email address' },
    ]);
    const good =
      'name,email,address,active\nAcme,acme@example.test,1 Main St,yes\nBeta,beta@example.test,,no\n';
    const done = await as(a)
      .post(`${base}/clients/import?dry_run=false`)
      .set('Content-Type', 'text/csv')
      .send(good)
      .expect(201);
    expect(done.body).toMatchObject({ imported: 2, errors: [] });
    const links = (await as(a).get(`${base}/provider_clients`).expect(200)).body.provider_clients;
    expect(
      links.map((l: { active: boolean; client: { name: string } }) => [l.client.name, l.active]),
    ).toEqual([
      ['Acme', true],
      ['Beta', false],
    ]);
    const exported = await as(a).get(`${base}/clients/export.csv`).expect(200);
    expect(exported.text.split('\r\n')[0]).toBe('id,name,email,address,active');
    expect(exported.text).toContain('Acme,acme@example.test,1 Main St,true');
  });
  it('holds each line to the rules of the client form: lengths and a valid email', async () => {
    const file = [
      'name,email,address',
      `${'N'.repeat(201)},long@example.test,`,
      'Dot,dot@example,',
      `Far,far@example.test,${'A'.repeat(2_000)}`,
      'Near,near@example.test,1 Main St',
    ].join('\n');
    const res = await as(a)
      .post(`/api/provider/${a.providerId}/clients/import`)
      .set('Content-Type', 'text/csv')
      .send(file)
      .expect(201);
    expect(res.body).toMatchObject({
      total: 4,
      valid: 2,
      errors: [
        { line: 2, message: 'name must be at most 200 characters' },
        { line: 3, message: 'email must be a valid email address' },
      ],
    });
  });
});
