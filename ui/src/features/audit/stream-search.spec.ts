import { searchOf, searchPrefix } from './stream-search.ts';

describe('stream search', () => {
  it('joins category and typed text into one prefix', () => {
    expect(searchPrefix('salesPartner', '')).toBe('salesPartner-');
    expect(searchPrefix('customer', ' 1000 ')).toBe('customer-1000');
    expect(searchPrefix('', 'customerKey-')).toBe('customerKey-');
    expect(searchPrefix('', '')).toBe('');
    // A pasted stream id keeps its category once.
    expect(searchPrefix('user', 'user-6d1f')).toBe('user-6d1f');
  });

  it('reads the form back from a prefix', () => {
    expect(searchOf('salesPartner-6d1f')).toEqual({ category: 'salesPartner', text: '6d1f' });
    expect(searchOf('customerKey-1')).toEqual({ category: '', text: 'customerKey-1' });
    expect(searchOf('')).toEqual({ category: '', text: '' });
  });
});
