import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeMarkup } from './escape-markup.js';

const SAMPLE = `Anbu & <Co> say "vanakkam" 'today'`;

describe('escaping text for markup', () => {
  it('escapes ampersands, angle brackets, double quotes and apostrophes anywhere', () => {
    expect(escapeMarkup(SAMPLE)).toBe('Anbu &amp; &lt;Co&gt; say &quot;vanakkam&quot; &#39;today&#39;');
  });

  it('escapes an ampersand once, never an entity it wrote itself', () => {
    expect(escapeMarkup('&lt;')).toBe('&amp;lt;');
    expect(escapeAttribute('&quot;')).toBe('&amp;quot;');
  });

  it('escapes in a double-quoted attribute only what could end or break it: &, < and "', () => {
    expect(escapeAttribute(SAMPLE)).toBe(`Anbu &amp; &lt;Co> say &quot;vanakkam&quot; 'today'`);
  });

  it('leaves plain text, Tamil included, as it is', () => {
    expect(escapeMarkup('இணை matrimony')).toBe('இணை matrimony');
    expect(escapeAttribute('support@inaimatrimony.in')).toBe('support@inaimatrimony.in');
  });
});
