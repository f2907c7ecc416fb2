import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploads } from '../../server/db/schema';
import { describeEachDatabase } from './harness';
import { OK, tokenFor } from './helpers';
import { demoUser } from '../../server/db/seed/demo-accounts';

const URL = '/dsb-system/api/v1/file/upload?purpose=student';

function multipart(fileName: string, mimeType: string, content: Buffer) {
  const boundary = '----fwc-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${mimeType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describeEachDatabase('file upload', (server) => {
  const send = async (token: string | undefined, fileName: string, mimeType: string, content: Buffer) => {
    const { body, contentType } = multipart(fileName, mimeType, content);
    const res = await server().app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': contentType, 'x-locale': 'en-US', authorization: token ? `Bearer ${token}` : `Basic ${Buffer.from('fwc-h5:fwc-h5-secret').toString('base64')}` },
      payload: body,
    });
    return { status: res.statusCode, ...(res.json() as { code: string; msg: string; data: any }) };
  };

  it('keeps a student document with its owner', async () => {
    const token = await tokenFor(server(), demoUser.mobile, demoUser.password);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await send(token, 'card.png', 'image/png', png);
    expect(res.code).toBe(OK);
    expect(res.data).toMatchObject({ fileName: 'card.png', size: png.length, mimeType: 'image/png' });
    const [row] = await server().database.db.select().from(uploads).where(eq(uploads.id, res.data.id));
    expect(Buffer.from(row!.data, 'base64')).toEqual(png);
    expect(row!.purpose).toBe('student');
  });

  it('takes a file by what it holds, not by the type the browser declared', async () => {
    const token = await tokenFor(server(), demoUser.mobile, demoUser.password);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const res = await send(token, 'proof.pdf', 'application/octet-stream', pdf);
    expect(res.code, res.msg).toBe(OK);
    expect(res.data).toMatchObject({ fileName: 'proof.pdf', size: pdf.length, mimeType: 'application/pdf' });
  });

  it('refuses a file whose content is not a JPEG, PNG or PDF, whatever type it declares, storing nothing', async () => {
    const token = await tokenFor(server(), demoUser.mobile, demoUser.password);
    const before = (await server().database.db.select({ id: uploads.id }).from(uploads)).length;
    const disguised = [
      ['card.png', 'image/png', Buffer.from('<script>alert(1)</script>')],
      ['card.jpg', 'image/jpeg', Buffer.from('#!/bin/sh\necho hi\n')],
      ['proof.pdf', 'application/pdf', Buffer.from('GIF89a\x01\x00\x01\x00')],
      ['empty.png', 'image/png', Buffer.alloc(0)],
    ] as const;
    for (const [name, type, content] of disguised) {
      const res = await send(token, name, type, content);
      expect([res.code, res.msg], name).toEqual(['A0400', 'Please upload a JPEG, PNG or PDF file.']);
    }
    expect((await server().database.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
  });

  it('refuses a file over 4 MB sent over the network with the size message, storing nothing', async () => {
    const token = await tokenFor(server(), demoUser.mobile, demoUser.password);
    const before = (await server().database.db.select({ id: uploads.id }).from(uploads)).length;
    // Over a socket the file arrives in pieces, and the last one may come before the size limit is noticed.
    const address = await server().app.listen({ port: 0, host: '127.0.0.1' });
    for (const size of [5 * 1024 * 1024, 4 * 1024 * 1024 + 1]) {
      const form = new FormData();
      const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(size - 16)]);
      form.append('file', new Blob([png], { type: 'image/png' }), 'big.png');
      const res = await fetch(`${address}${URL}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'x-locale': 'en-US' } });
      expect([res.status, await res.json()], String(size)).toEqual([413, { code: 'A0413', msg: 'The file is larger than 4 MB.', data: null }]);
    }
    expect((await server().database.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
  });

  it('refuses another kind of file, a file over 4 MB, and a guest, storing nothing', async () => {
    const token = await tokenFor(server(), demoUser.mobile, demoUser.password);
    const before = (await server().database.db.select({ id: uploads.id }).from(uploads)).length;
    const wrongType = await send(token, 'run.sh', 'text/x-shellscript', Buffer.from('echo hi'));
    expect([wrongType.code, wrongType.msg]).toEqual(['A0400', 'Please upload a JPEG, PNG or PDF file.']);
    const tooLarge = await send(token, 'big.pdf', 'application/pdf', Buffer.alloc(4 * 1024 * 1024 + 1));
    expect(tooLarge.code).toBe('A0413');
    expect((await send(undefined, 'card.png', 'image/png', Buffer.from('x'))).code).toBe('U00003');
    expect((await server().database.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
  });
});
