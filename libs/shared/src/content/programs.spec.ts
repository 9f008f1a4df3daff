import { PROGRAM_RULES } from './programs.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, PROGRAM_RULES);

describe('program rules', () => {
  it('requires title, description, category and duration', () => {
    expect(validate({}).map((e) => e.message)).toEqual([
      'Title is required',
      'Description is required',
      'Category is required',
      'Duration is required',
    ]);
  });
  it('accepts a program without image or files', () => {
    expect(validate({ title: 'Electrician', description: 'd', category: 'Electrical', duration: '390 hours' })).toEqual([]);
  });
  it('rejects a curriculum file that is not a web address', () => {
    expect(PROGRAM_RULES.curriculumFile('javascript:void(0)')).toBe(
      'Enter a web address starting with http:// or https://, or a site path starting with /',
    );
  });
});
