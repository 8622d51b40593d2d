import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.tsx';

describe('initials of a person without a photo', () => {
  it('are the first letters of the first and last names, in capitals', () => {
    expect(initialsOf('nusrat jahan')).toBe('NJ');
    expect(initialsOf('  Md. Rafiqul   Islam Khan ')).toBe('MK');
    expect(initialsOf('Tanvir')).toBe('T');
  });

  it('take a Bangla letter without its vowel sign', () => {
    expect(initialsOf('রাকিব হাসান')).toBe('রহ');
  });
});
