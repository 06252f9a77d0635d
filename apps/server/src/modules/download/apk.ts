// The sandbox Android app (spec §2 app download): a real APK file (a zip) drawn per merchant, no binary in git.
import { crc32 } from 'node:zlib';

export const APK_TYPE = 'application/vnd.android.package-archive';

interface Entry {
  name: string;
  data: Buffer;
}

// A fixed DOS timestamp (2026-01-01 00:00), so the same merchant always gets byte-identical files (ETag, caches).
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A zip of stored (uncompressed) entries: local headers, the central directory and its end record. */
export function zipStored(entries: readonly Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The Android package name of a merchant's app. */
export const packageNameOf = (country: string) => `example.croupier.${country.toLowerCase()}`;

/**
 * The sandbox APK of one merchant: its manifest (plain XML, a placeholder for the binary one a build tool
 * writes), a note and a jar manifest. It installs nowhere, but downloads, opens as a zip and says what it is.
 */
export function sandboxApk(country: string, countryName: string): Buffer {
  const name = packageNameOf(country);
  const manifest = `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="${name}" android:versionCode="1" android:versionName="1.0-sandbox">
  <uses-permission android:name="android.permission.INTERNET" />
  <application android:label="Croupier ${countryName}">
    <activity android:name=".MainActivity" android:exported="true">
      <intent-filter>
        <action android:name="android.intent.action.MAIN" />
        <category android:name="android.intent.category.LAUNCHER" />
      </intent-filter>
    </activity>
  </application>
</manifest>
`;
  return zipStored([
    { name: 'AndroidManifest.xml', data: Buffer.from(manifest) },
    { name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\r\nCreated-By: Croupier sandbox\r\n\r\n') },
    {
      name: 'assets/README.txt',
      data: Buffer.from(`Croupier ${countryName} (${name}): a sandbox placeholder of the Android app; it is not signed and does not install.\n`),
    },
  ]);
}
