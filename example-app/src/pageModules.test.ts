import { afterEach, describe, expect, it } from 'vitest';
import { pageModulesElement, preloadPageModules, PRELOADS_PER_TASK } from './pageModules';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe("the page's scripts, preloaded a few at a time", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts every script the server listed, once each, a batch per task', async () => {
    const hrefs = Array.from({ length: 20 }, (_, index) => `/assets/chunk${index}.js`);
    document.body.innerHTML = pageModulesElement(hrefs);
    const started = preloadPageModules();
    // The first batch at once, in the caller's task; the rest in tasks of their own.
    expect(preloads()).toEqual(hrefs.slice(0, PRELOADS_PER_TASK));
    await started;
    expect(preloads()).toEqual(hrefs);
    const link = document.head.querySelector('link')!;
    expect(link.getAttribute('crossorigin')).toBe('');
  });

  it('a page without the list, or with an unreadable one, preloads nothing', async () => {
    await preloadPageModules();
    document.body.innerHTML = '<script type="application/json" id="page-modules">{not json</script>';
    await preloadPageModules();
    expect(preloads()).toEqual([]);
  });

  it('a path cannot close the list early', () => {
    const element = pageModulesElement(['/assets/a.js</script><script>alert(1)</script>']);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = element;
    expect(JSON.parse(document.getElementById('page-modules')!.textContent!)).toEqual([
      '/assets/a.js</script><script>alert(1)</script>',
    ]);
  });
});
