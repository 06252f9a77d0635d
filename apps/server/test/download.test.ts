import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { APK_TYPE, zipStored } from '../src/modules/download/apk';
import { databases } from './helpers/databases';
import { testServer } from './helpers/server';

/** The names and contents of a stored zip, read from its central directory (what an unzip tool does). */
function unzip(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const size = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const local = file.readUInt32LE(at + 42);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString();
    expect(file.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    entries.set(name, file.subarray(dataAt, dataAt + size).toString());
    at += 46 + nameLength;
  }
  return entries;
}

describe('zipStored', () => {
  it('writes entries an unzip reads back, byte for byte the same each time', () => {
    const entries = [
      { name: 'a.txt', data: Buffer.from('first') },
      { name: 'dir/b.txt', data: Buffer.from('second') },
    ];
    const zip = zipStored(entries);
    expect([...unzip(zip)]).toEqual([
      ['a.txt', 'first'],
      ['dir/b.txt', 'second'],
    ]);
    expect(zipStored(entries).equals(zip)).toBe(true);
  });
});

describe.each(databases())('app download on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await testServer(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("serves each merchant's Android resource as an APK download with its manifest", async () => {
    const permission = (
      await app.inject({ method: 'GET', url: '/wps/system/permission', headers: { 'x-merchant-code': 'BD' } })
    ).json().value;
    const android = permission.info.resources.find((r: { resourceType: string }) => r.resourceType === 'Android');
    expect(android.url).toBe('/download/croupier-bd.apk');
    const response = await app.inject({ method: 'GET', url: android.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(APK_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="croupier-bd.apk"');
    const files = unzip(response.rawPayload);
    expect([...files.keys()]).toContain('AndroidManifest.xml');
    expect(files.get('AndroidManifest.xml')).toContain('package="example.croupier.bd"');
    expect(files.get('AndroidManifest.xml')).toContain('Croupier Bangladesh');
    const again = await app.inject({
      method: 'GET',
      url: android.url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a country with no merchant and for other files', async () => {
    for (const url of ['/download/croupier-zz.apk', '/download/croupier-br.exe', '/download/..%2Fapp.apk']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });
});
