import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  IMAGE_MAX_BYTES,
  imageProblem,
  sniffImageType,
  uploadName,
} from './image-file';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const gif = [...'GIF89a'].map((c) => c.charCodeAt(0));
const webp = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );
const pdf = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));

const fileOf = (bytes: number[], type: string, name = 'x') =>
  Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name });

describe('imageProblem', () => {
  it('takes PNG, JPEG, WebP and GIF up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
      expect(imageProblem({ type, size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, with the reason', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(imageProblem({ type: 'image/heic', size: 10 })).toBe('notImage');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
  });

  it('refuses a file over 5 MB and an empty file', () => {
    expect(imageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('reads the type from the name when the camera gives none', () => {
    expect(imageProblem({ type: '', size: 10, name: 'IMG_0001.JPG' })).toBeNull();
    expect(imageProblem({ type: '', size: 10, name: 'notes.txt' })).toBe('notImage');
  });
});

describe('sniffImageType', () => {
  it('knows each accepted type by its first bytes', () => {
    expect(sniffImageType(new Uint8Array(png))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(jpeg))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(gif))).toBe('image/gif');
    expect(sniffImageType(new Uint8Array(webp))).toBe('image/webp');
    expect(sniffImageType(new Uint8Array(pdf))).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('accepts a real image and refuses a document renamed as one', async () => {
    expect(await checkImageFile(fileOf(png, 'image/png', 'a.png'))).toBeNull();
    expect(await checkImageFile(fileOf(pdf, 'image/png', 'menu.png'))).toBe('notImage');
  });
});

describe('uploadName', () => {
  it('keeps the file name, or makes one from the type', () => {
    expect(uploadName(fileOf(png, 'image/png', 'burger.png'))).toBe('burger.png');
    expect(uploadName(fileOf(png, 'image/webp', ''))).toBe('photo.webp');
  });
});
