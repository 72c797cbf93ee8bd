import { logoProblem } from './logo-rules.ts';

describe('logoProblem', () => {
  it('takes a png or jpg up to 1 MiB', () => {
    expect(logoProblem({ name: 'Logo.PNG', type: 'image/png', size: 2000 })).toBeNull();
    expect(logoProblem({ name: 'logo.jpeg', type: 'image/jpeg', size: 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, a mismatching extension and larger files', () => {
    expect(logoProblem({ name: 'logo.gif', type: 'image/gif', size: 10 })?.key).toBe('accountSettings.design.wrongFileType');
    expect(logoProblem({ name: 'logo.svg', type: 'image/png', size: 10 })?.key).toBe('accountSettings.design.wrongFileType');
    expect(logoProblem({ name: 'logo.png', type: 'image/png', size: 1024 * 1024 + 1 })).toEqual({ key: 'accountSettings.design.tooLarge', params: { max: '1 MiB' } });
  });
});
