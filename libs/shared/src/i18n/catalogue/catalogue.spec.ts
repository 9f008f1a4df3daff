import { EN_TEXTS } from './en.js';
import { NE_TEXTS } from './ne.js';
import { hasNoLatinWord } from '../form-messages.js';

const keys = (catalogue: Record<string, Record<string, string>>) =>
  Object.entries(catalogue).flatMap(([group, texts]) => Object.keys(texts).map((key) => `${group}.${key}`));
const values = (catalogue: Record<string, Record<string, string>>) => Object.values(catalogue).flatMap((texts) => Object.values(texts));

describe('the catalogues', () => {
  it('have the same keys in English and Nepali', () => expect(keys(NE_TEXTS).sort()).toEqual(keys(EN_TEXTS).sort()));

  it('have no empty text in English', () => expect(values(EN_TEXTS).filter((v) => !v.trim())).toEqual([]));

  it('have no empty text in Nepali', () => expect(values(NE_TEXTS).filter((v) => !v.trim())).toEqual([]));

  it('write Nepali texts in Devanagari, with only the allowed Latin acronyms and the values filled in', () => {
    expect(values(NE_TEXTS).filter((v) => !hasNoLatinWord(v))).toEqual([]);
  });
});
