import { describe, expect, it } from 'vitest';
import { admitImages, isAcceptedImage, MAX_IMAGE_BYTES, megabytes } from './imageRules';

const image = (name: string, size = 1000, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg') => ({ name, size, type });

describe('image rules', () => {
  it('accepts png and jpg only', () => {
    expect(isAcceptedImage(image('a.png'))).toBe(true);
    expect(isAcceptedImage(image('a.jpg'))).toBe(true);
    expect(isAcceptedImage({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImage({ name: 'a.webp', type: 'image/webp' })).toBe(false);
    expect(isAcceptedImage({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    // no MIME type from the browser: the extension decides
    expect(isAcceptedImage({ name: 'PHOTO.JPEG', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'notes.txt', type: '' })).toBe(false);
  });

  it('refuses an image over 5 MB and keeps one of exactly 5 MB', () => {
    const { files, issues } = admitImages([], [image('ok.png', MAX_IMAGE_BYTES), image('big.jpg', MAX_IMAGE_BYTES + 1)]);
    expect(files.map((file) => file.name)).toEqual(['ok.png']);
    expect(issues).toEqual([{ kind: 'tooLarge', fileName: 'big.jpg' }]);
  });

  it('keeps at most 3 images and names the ones left out', () => {
    const { files, issues } = admitImages([image('1.png')], [image('2.png'), image('3.png'), image('4.png'), image('5.png')]);
    expect(files.map((file) => file.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(issues).toEqual([{ kind: 'tooMany', fileNames: ['4.png', '5.png'] }]);
  });

  it('reports each refusal, wrong types first in the order given', () => {
    const { files, issues } = admitImages(
      [],
      [{ name: 'doc.pdf', size: 10, type: 'application/pdf' }, image('huge.png', MAX_IMAGE_BYTES * 2), image('fine.jpg')],
    );
    expect(files.map((file) => file.name)).toEqual(['fine.jpg']);
    expect(issues).toEqual([
      { kind: 'wrongType', fileName: 'doc.pdf' },
      { kind: 'tooLarge', fileName: 'huge.png' },
    ]);
  });

  it('honours other limits', () => {
    const { files, issues } = admitImages([], [image('a.png', 2000), image('b.png', 500)], { maxFiles: 1, maxBytes: 1000 });
    expect(files.map((file) => file.name)).toEqual(['b.png']);
    expect(issues).toEqual([{ kind: 'tooLarge', fileName: 'a.png' }]);
  });

  it('writes sizes in MB', () => {
    expect(megabytes(MAX_IMAGE_BYTES)).toBe('5');
    expect(megabytes(2.5 * 1024 * 1024)).toBe('2.5');
  });
});
