import request from 'supertest';
import { asMember } from '../../../../apps/api/testing/as-member';
import {
  createTestApp,
  SignedUp,
  signUp,
  TestApp,
} from '../../../../apps/api/testing/create-test-app';
import { openShop, placeOrder } from '../../../../apps/api/testing/shop';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('order attachments: upload, attach, download through a signed link, remove', () => {
  let t: TestApp;
  let owner: SignedUp;
  let other: SignedUp;
  let orderId: string;
  let clientId: string;
  let clientKey: string;
  const as = (who: SignedUp) => asMember(t, who);
  const http = () => request(t.app.getHttpServer());
  const upload = (who: SignedUp, bytes: Buffer, name = 'invoice.pdf') =>
    as(who)
      .post(`/api/provider/${who.providerId}/files?bucket=order_attachments`)
      .attach('file', bytes, { filename: name, contentType: 'application/pdf' });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    other = await signUp(t);
    const shop = await openShop(t, owner, {
      locations: ['Main'],
      products: { Apple: 2 },
      clients: ['Deli'],
    });
    clientId = shop.clients.Deli.id;
    clientKey = shop.clients.Deli.key;
    const base = { providerId: owner.providerId, locationId: shop.locations.Main.id };
    await placeOrder(t, owner, {
      ...base,
      transaction_type: 'IN',
      products: [{ id: shop.products.Apple.id, quantity: 5 }],
    }).expect(201);
    orderId = (
      await placeOrder(t, owner, {
        ...base,
        clientId,
        transaction_type: 'ORDER',
        products: [{ id: shop.products.Apple.id, quantity: 1 }],
      }).expect(201)
    ).body.order.id;
  });
  afterAll(() => t.close());

  it('attaches an uploaded PDF, lists it on the order and downloads it through a signed link (expiry: download-links.unit.spec.ts)', async () => {
    const uploaded = (await upload(owner, PDF).expect(201)).body;
    expect(uploaded.path).toMatch(/^order_attachments\/.+\.pdf$/);
    // Private: the plain URL serves nothing.
    await http().get(uploaded.url).expect(403);

    const added = await as(owner)
      .post(`/api/provider/${owner.providerId}/order/${orderId}/attachments`)
      .send({
        storage_path: uploaded.path,
        file_name: 'invoice.pdf',
        // Claims the server does not take: it records what it found in the bytes.
        file_type: 'text/html',
        file_size: 1,
        uploaded_by: 'me',
        uploaded_by_role: 'PROVIDER',
      })
      .expect(201);
    expect(added.body.attachment).toMatchObject({
      file_name: 'invoice.pdf',
      file_type: 'application/pdf',
      file_size: PDF.length,
      storage_path: uploaded.path,
      uploaded_by: owner.userId,
      uploaded_by_role: 'PROVIDER',
      download_url: expect.stringContaining('signature='),
    });
    const order = (
      await as(owner).get(`/api/provider/${owner.providerId}/order/${orderId}`).expect(200)
    ).body.order;
    expect(order.attachments).toEqual([
      expect.objectContaining({ id: added.body.attachment.id, file_name: 'invoice.pdf' }),
    ]);

    const asProvider = await as(owner)
      .get(
        `/api/orders/${orderId}/attachments/${added.body.attachment.id}/download?provider_id=${owner.providerId}`,
      )
      .expect(200);
    const file = await http().get(asProvider.body.download_url).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(Buffer.from(file.body).equals(PDF)).toBe(true);
    const asClient = await http()
      .get(
        `/api/orders/${orderId}/attachments/${added.body.attachment.id}/download?client_id=${clientKey}`,
      )
      .expect(200);
    await http().get(asClient.body.download_url).expect(200);
    // The client's id is not its link: only the key reaches the client's files.
    await http()
      .get(
        `/api/orders/${orderId}/attachments/${added.body.attachment.id}/download?client_id=${clientId}`,
      )
      .expect(404);
    await http()
      .get(asClient.body.download_url.replace(/signature=[^&]+/, 'signature=forged'))
      .expect(403);
  });

  it('refuses what is not an image or PDF, files over 10 MB, and foreign files and orders', async () => {
    expect(
      (await upload(owner, Buffer.from('MZ\x90\x00 not a pdf'), 'tool.exe').expect(400)).body
        .message,
    ).toBe('Unsupported file type');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(owner, big).expect(413)).body.message).toBe('File is larger than 10 MB');
    const theirs = (await upload(other, PDF).expect(201)).body;
    expect(
      (
        await as(owner)
          .post(`/api/provider/${owner.providerId}/order/${orderId}/attachments`)
          .send({
            storage_path: theirs.path,
            file_name: 'x.pdf',
            file_type: 'application/pdf',
            file_size: 1,
          })
          .expect(400)
      ).body.message,
    ).toBe('storage_path must be an attachment uploaded for this provider');
    await as(other)
      .post(`/api/provider/${other.providerId}/order/${orderId}/attachments`)
      .send({
        storage_path: theirs.path,
        file_name: 'x.pdf',
        file_type: 'application/pdf',
        file_size: 1,
      })
      .expect(404);
    const order = (
      await as(owner).get(`/api/provider/${owner.providerId}/order/${orderId}`).expect(200)
    ).body.order;
    const attachmentId = order.attachments[0].id;
    await as(other)
      .get(
        `/api/orders/${orderId}/attachments/${attachmentId}/download?provider_id=${other.providerId}`,
      )
      .expect(404);
    await http()
      .get(
        `/api/orders/${orderId}/attachments/${attachmentId}/download?client_id=${other.providerId}`,
      )
      .expect(404);
    await http()
      .get(
        `/api/orders/${orderId}/attachments/${attachmentId}/download?provider_id=${owner.providerId}`,
      )
      .expect(401);
    for (const name of ['provider_id', 'client_id'])
      expect(
        (
          await as(owner)
            .get(`/api/orders/${orderId}/attachments/${attachmentId}/download?${name}=Main`)
            .expect(400)
        ).body.message,
      ).toBe(`${name} must be a ${name.slice(0, -3)} id`);
  });

  it('refuses a file name longer than 255 characters, naming it', async () => {
    const mine = (await upload(owner, PDF).expect(201)).body;
    expect(
      (
        await as(owner)
          .post(`/api/provider/${owner.providerId}/order/${orderId}/attachments`)
          .send({ storage_path: mine.path, file_name: `${'n'.repeat(252)}.pdf` })
          .expect(400)
      ).body.message,
    ).toBe('file_name must be at most 255 characters');
  });

  it('keeps attachment files out of the photo removal call', async () => {
    const order = (
      await as(owner).get(`/api/provider/${owner.providerId}/order/${orderId}`).expect(200)
    ).body.order;
    const [attachment] = order.attachments;
    expect(
      (
        await as(owner)
          .delete(`/api/file?file=${encodeURIComponent(attachment.storage_path)}`)
          .expect(400)
      ).body.message,
    ).toBe('An attachment is removed from its order, not here.');
    await as(owner).delete('/api/file?file=http://').expect(404);
  });

  it('lets the provider remove an attachment, and its file with it', async () => {
    const order = (
      await as(owner).get(`/api/provider/${owner.providerId}/order/${orderId}`).expect(200)
    ).body.order;
    const [attachment] = order.attachments;
    const link = (
      await as(owner)
        .get(
          `/api/orders/${orderId}/attachments/${attachment.id}/download?provider_id=${owner.providerId}`,
        )
        .expect(200)
    ).body.download_url;
    await as(other)
      .delete(`/api/provider/${owner.providerId}/order/${orderId}/attachments/${attachment.id}`)
      .expect(403);
    await as(owner)
      .delete(`/api/provider/${owner.providerId}/order/${orderId}/attachments/${attachment.id}`)
      .expect(204);
    const after = (
      await as(owner).get(`/api/provider/${owner.providerId}/order/${orderId}`).expect(200)
    ).body.order;
    expect(after.attachments).toEqual([]);
    await http().get(link).expect(404);
    await as(owner)
      .delete(`/api/provider/${owner.providerId}/order/${orderId}/attachments/${attachment.id}`)
      .expect(404);
  });
});
