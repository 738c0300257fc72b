import { describe, expect, it } from 'vitest';
import { FIGURE_PLACEHOLDERS, figuresFromMeta, figuresToMeta, figureText, PUBLIC_FIGURES } from './public-figures.js';

describe('the public figures as the pages write them', () => {
  it('groups digits the Indian way and says "or more", the same in both languages', () => {
    expect(figureText(0)).toBe('0+');
    expect(figureText(87)).toBe('87+');
    expect(figureText(1200)).toBe('1,200+');
    expect(figureText(56000)).toBe('56,000+');
    expect(figureText(120000)).toBe('1,20,000+');
    expect(figureText(12300000)).toBe('1,23,00,000+');
  });

  it('carries the figures through the meta tag as the pages write them, and none as an empty tag', () => {
    const figures = { members: 120000, grooms: 6100, brides: 5800, interestsAccepted: 1200 };
    expect(figuresToMeta(figures)).toBe('members=1,20,000+;grooms=6,100+;brides=5,800+;interestsAccepted=1,200+');
    expect(figuresFromMeta(figuresToMeta(figures))).toEqual({
      members: '1,20,000+',
      grooms: '6,100+',
      brides: '5,800+',
      interestsAccepted: '1,200+',
    });
    expect(figuresToMeta(null)).toBe('');
    expect(figuresFromMeta('')).toBeNull();
  });

  it('reads no figures from a tag that lacks one or holds anything but a figure', () => {
    for (const content of [
      undefined,
      null,
      '__PUBLIC_FIGURES__',
      'members=12,000+;grooms=6,100+;brides=5,800+',
      'members=12,000+;grooms=6,100+;brides=5,800+;interestsAccepted=',
      'members=12,000+;grooms=6,100+;brides=5,800+;interestsAccepted=1200',
      'members=-1+;grooms=6,100+;brides=5,800+;interestsAccepted=1,200+',
      'members=<b>+;grooms=6,100+;brides=5,800+;interestsAccepted=1,200+',
    ]) {
      expect(figuresFromMeta(content), String(content)).toBeNull();
    }
  });

  it('gives each figure a placeholder of its own that the server can find in a page', () => {
    const placeholders = PUBLIC_FIGURES.map((name) => FIGURE_PLACEHOLDERS[name]);
    expect(new Set(placeholders).size).toBe(PUBLIC_FIGURES.length);
    for (const placeholder of placeholders) expect(placeholder).toMatch(/^__FIGURE_[A-Z]+__$/);
  });
});
