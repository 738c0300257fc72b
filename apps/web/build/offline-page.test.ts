import { describe, expect, it } from 'vitest';
import { renderOfflinePage } from './offline-page';

const page = renderOfflinePage({
  styles: ['/assets/vendor-1.css', '/assets/first-page-2.css'],
  script: 'assets/offline-page-3.js',
  mark: '<svg aria-hidden="true"></svg>',
});

describe('the offline page', () => {
  it("uses the site's own stylesheets and its one small script, nothing inline", () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/vendor-1.css">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/first-page-2.css">');
    expect(page).toContain('<script type="module" crossorigin src="/assets/offline-page-3.js"></script>');
    expect(page.match(/<script\b/g)).toHaveLength(1);
    expect(page).not.toMatch(/\sstyle=|<style|\son\w+=/);
  });

  it('holds its texts in English and Tamil, each hidden until the script shows the one to use', () => {
    const sections = [
      ...page.matchAll(/<section data-language="(\w+)" lang="\w+" data-title="([^"]+)"[^>]*hidden>([\s\S]*?)<\/section>/g),
    ];
    expect(sections.map((s) => s[1])).toEqual(['en', 'ta']);
    const [en, ta] = sections.map((s) => s[3]!);
    expect(sections[0]![2]).toBe('No internet connection | Inai Matrimony');
    expect(en).toContain('<h1 class="mt-10 text-2xl font-semibold text-maroon-800 sm:text-3xl">No internet connection</h1>');
    expect(en).toContain('You seem to be offline. Please check your connection and try again.');
    expect(en).toContain("For your family's privacy, members' profiles, photos and messages are never kept on this device.");
    expect(en).toContain('<button type="button" class="btn-primary mt-8" data-try-again>Try again</button>');
    expect(sections[1]![2]).toBe('இணைய இணைப்பு இல்லை | Inai Matrimony');
    expect(ta).toContain('>இணைய இணைப்பு இல்லை</h1>');
    expect(ta).toContain('திருமணத் தகவல் மையம்');
    expect(ta).toContain('data-try-again>மீண்டும் முயற்சிக்கவும்</button>');
  });

  it('escapes what it writes into the page', () => {
    const odd = renderOfflinePage({ styles: ['/assets/a"b.css'], script: 'assets/<x>.js', mark: '' });
    expect(odd).toContain('href="/assets/a&quot;b.css"');
    expect(odd).toContain('src="/assets/&lt;x&gt;.js"');
  });
});
