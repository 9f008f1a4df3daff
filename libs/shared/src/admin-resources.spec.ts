import { ADMIN_LIST_ORDER } from './admin-lists.js';
import { editFields, RESOURCE_AREAS } from './admin-resources.js';

describe('back-office resources', () => {
  it('gives every back-office list, the media library and the backups their rights area', () => {
    expect(Object.keys(RESOURCE_AREAS).sort()).toEqual([...Object.keys(ADMIN_LIST_ORDER), 'uploads', 'backups'].sort());
  });

  it("names the fields an edit form sends, by the resource's address name only", () => {
    expect(editFields('applications')).toEqual(['status', 'notes']);
    expect(editFields('news')).toBeUndefined();
    expect(editFields('toString')).toBeUndefined();
  });
});
