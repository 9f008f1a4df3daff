import { describe, expect, it } from '@jest/globals';
import { mapsEmbedUrl, mapsUrl } from './maps';

describe('map links', () => {
  it('encodes the address for the maps search', () => {
    expect(mapsUrl('Baneshwor, Kathmandu')).toBe('https://www.google.com/maps/search/?api=1&query=Baneshwor%2C%20Kathmandu');
  });

  it('encodes the address for the embedded map, so an & cannot end the query', () => {
    expect(mapsEmbedUrl('A&B')).toBe('https://maps.google.com/maps?q=A%26B&output=embed');
  });
});
