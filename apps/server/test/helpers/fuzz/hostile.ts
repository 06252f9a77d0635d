// Inputs that have broken servers before: NUL and control characters, non-finite and overflowing numbers,
// impossible and far dates, wrong types, huge strings.
import fc from 'fast-check';

const hostileTexts = [
  '\u0000',
  'a\u0000b',
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '99999999999999999999',
  '-99999999999999999999',
  '9007199254740993',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '0x10',
  '0000-00-00',
  '9999-12-31',
  '0001-01-01',
  '2024-02-30',
  '+275760-09-13',
  '9999-12-31T23:59:59Z',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '%',
  "'; SELECT 1; --",
  '"',
  '\\',
  '<script>alert(1)</script>',
  '\u202e',
  '\ud800',
  '\uffff',
  '😀',
];

const controlCharacters = fc.string({
  minLength: 1,
  maxLength: 12,
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
});

const codeUnits = fc.string({
  maxLength: 24,
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
});

const huge = fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n));

/** A string no well-behaved client sends. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileTexts) },
  { weight: 1, arbitrary: controlCharacters },
  { weight: 1, arbitrary: codeUnits },
  { weight: 1, arbitrary: huge },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    1e20,
    -1e20,
    2 ** 53 + 2,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 63,
    -0,
    0.5,
    1e-7,
    Number.MAX_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A JSON value of any type that a field did not ask for. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], { $ref: '#' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Bodies that are not the JSON the header promises, or not JSON at all. */
export const rawBodies: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '1e309',
    '{"__proto__":{"x":1}}',
    '{"a":1,"a":2}',
  ),
  fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d])),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant('{"a":"' + 'x'.repeat(1_100_000) + '"}'),
  fc
    .integer({ min: 100, max: 50_000 })
    .map((depth) => '{"a":' + '['.repeat(depth) + ']'.repeat(depth) + '}'),
);

/** Percent-encodings that do not decode, and an over-long segment. */
export const rawSegments: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%FF',
    '%00',
    '%F0%9F%98',
    'a%2Fb',
    '..',
    '%2e%2e',
  ),
  fc.integer({ min: 101, max: 3_000 }).map((n) => 'a'.repeat(n)),
);
