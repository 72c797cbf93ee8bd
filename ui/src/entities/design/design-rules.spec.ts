import { colorProblem, logoFileProblem } from './design-rules.ts';

const texts = 'salesPartners.design';

describe('design rules', () => {
  it('takes a png or jpg logo up to 1 MiB', () => {
    expect(logoFileProblem({ name: 'Logo.PNG', type: 'image/png', size: 2000 }, texts)).toBeNull();
    expect(logoFileProblem({ name: 'logo.JPG', type: 'image/jpeg', size: 1000 }, texts)).toBeNull();
    expect(logoFileProblem({ name: 'logo.jpeg', type: 'image/jpeg', size: 1024 * 1024 }, texts)).toBeNull();
  });

  it('refuses other types and a mismatching type or extension with the page\'s "wrong file type"', () => {
    expect(logoFileProblem({ name: 'logo.gif', type: 'image/gif', size: 10 }, texts)).toEqual({ key: 'salesPartners.design.wrongFileType', params: {} });
    expect(logoFileProblem({ name: 'logo.png', type: 'image/svg+xml', size: 10 }, texts)?.key).toBe('salesPartners.design.wrongFileType');
    expect(logoFileProblem({ name: 'logo.svg', type: 'image/png', size: 10 }, 'accountSettings.design')?.key).toBe('accountSettings.design.wrongFileType');
  });

  it('refuses a logo larger than 1 MiB', () => {
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 1024 * 1024 + 1 }, texts)).toEqual({ key: 'salesPartners.design.tooLarge', params: { max: '1 MiB' } });
  });

  it('checks the colour as #RRGGBB', () => {
    expect(colorProblem('#0F7B6C', texts)).toBeNull();
    expect(colorProblem('red', texts)).toEqual({ key: 'salesPartners.design.wrongColor', params: {} });
    expect(colorProblem('#0F7B6', texts)?.key).toBe('salesPartners.design.wrongColor');
  });
});
