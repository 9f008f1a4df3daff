import { describe, expect, it } from '@jest/globals';
import { trimValues } from './use-form';

describe('trimValues', () => {
  it('trims every value, as the API stores them', () => {
    expect(trimValues({ name: '  Sita  ', email: 'sita@example.com\n', message: '' })).toEqual({
      name: 'Sita',
      email: 'sita@example.com',
      message: '',
    });
  });

  it('keeps the inner spaces and line breaks', () => {
    expect(trimValues({ message: ' Line one\nLine  two ' })).toEqual({ message: 'Line one\nLine  two' });
  });

  it('leaves the values it was given unchanged', () => {
    const values = { name: ' Ram ' };
    trimValues(values);
    expect(values.name).toBe(' Ram ');
  });
});
