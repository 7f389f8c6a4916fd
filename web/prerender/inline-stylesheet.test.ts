import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet';

describe('inlineStylesheet', () => {
  it('puts the stylesheet into the page in place of its link', () => {
    const html = '<head><link rel="icon" href="x.svg" />\n<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head>';
    const page = inlineStylesheet(html, (href) => (href === '/assets/index-1.css' ? '.a{color:red}' : ''));
    expect(page).toBe('<head><link rel="icon" href="x.svg" />\n<style>.a{color:red}</style>\n</head>');
  });

  it('cannot close its style element early', () => {
    expect(inlineStylesheet('<link rel="stylesheet" href="/a.css">', () => 'a{content:"</style>"}')).toBe('<style>a{content:"<\\/style>"}</style>');
  });
});
