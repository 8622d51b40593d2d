import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOfAcceptLanguage } from './languages.ts';

describe('the language of a page', () => {
  it('follows the browser on a first visit, by weight, and is English for anything else', () => {
    expect(languageOfAcceptLanguage('bn-BD,bn;q=0.9,en-US;q=0.8')).toBe('bn');
    expect(languageOfAcceptLanguage('en-GB,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('fr-FR,fr;q=0.9,bn;q=0.5')).toBe('bn');
    expect(languageOfAcceptLanguage('en;q=0.2,BN;q=0.7')).toBe('bn');
    expect(languageOfAcceptLanguage('fr,de')).toBe('en');
    expect(languageOfAcceptLanguage('bn;q=0')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
  });

  it('is the address\u2019s ?lang= first, then the cookie, then the browser', () => {
    expect(chooseLanguage({ param: 'bn', cookie: 'en', acceptLanguage: 'en' })).toBe('bn');
    expect(chooseLanguage({ param: 'xx', cookie: 'bn', acceptLanguage: 'en' })).toBe('bn');
    expect(chooseLanguage({ cookie: 'zz', acceptLanguage: 'bn' })).toBe('bn');
    expect(chooseLanguage({})).toBe('en');
  });
});
