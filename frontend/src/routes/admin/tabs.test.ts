import { describe, expect, it } from 'vitest';
import { tabFromPath } from './tabs';

describe('tabFromPath', () => {
  it('chooses the tab from the path as the spec says', () => {
    expect(tabFromPath('/admin')).toBe('artists');
    expect(tabFromPath('/admin/artists')).toBe('artists');
    expect(tabFromPath('/admin/festivals/F1/editions/E1/sets')).toBe('festivals');
    expect(tabFromPath('/admin/content')).toBe('content');
    expect(tabFromPath('/admin/analytics')).toBe('analytics');
    expect(tabFromPath('/admin/admins')).toBe('admins');
  });
});
