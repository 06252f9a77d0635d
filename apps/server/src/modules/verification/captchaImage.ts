// Draws captcha text into a PNG: a 5x7 bitmap font, scaled, each glyph shifted and with noise lines
// and dots over it, so the text is read by people and not trivially by a template match.
import { randomInt } from 'node:crypto';
import { encodePng } from './png';

/** Letters and digits that cannot be confused with each other (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY34679';

const FONT: Readonly<Record<string, readonly string[]>> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 4;

export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** The text as a 120x40 PNG: dark glyphs on a light background. */
export function renderCaptcha(text: string): Buffer {
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3).fill(0);
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 3;
    rgb[i] = r!;
    rgb[i + 1] = g!;
    rgb[i + 2] = b!;
  };
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) set(x, y, [236, 240, 244]);
  // Faint dots under the text.
  for (let i = 0; i < 160; i++) set(randomInt(WIDTH), randomInt(HEIGHT), [170 + randomInt(60), 170 + randomInt(60), 170 + randomInt(60)]);

  const step = Math.floor(WIDTH / (text.length + 1));
  [...text].forEach((char, index) => {
    const glyph = FONT[char] ?? FONT.X!;
    const colour = [randomInt(10, 90), randomInt(10, 90), randomInt(40, 120)];
    const left = step / 2 + index * step + randomInt(-3, 4);
    const top = 5 + randomInt(-3, 4);
    const slant = randomInt(-1, 2) / 4; // a little italic, either way
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE - 1; dx++) {
            const y = top + gy * SCALE + dy;
            set(Math.round(left + gx * (SCALE - 1) + dx + (HEIGHT / 2 - y) * slant), y, colour);
          }
      });
    });
  });

  // Two noise lines across the text.
  for (let line = 0; line < 2; line++) {
    const y0 = randomInt(HEIGHT);
    const y1 = randomInt(HEIGHT);
    const colour = [randomInt(60, 160), randomInt(60, 160), randomInt(60, 160)];
    for (let x = 0; x < WIDTH; x++) set(x, Math.round(y0 + ((y1 - y0) * x) / WIDTH), colour);
  }
  return encodePng(WIDTH, HEIGHT, rgb);
}
