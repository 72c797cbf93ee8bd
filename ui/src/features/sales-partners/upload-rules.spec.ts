import { colorProblem, documentNameOf, documentNameProblem, logoFileProblem, pdfFileProblem } from './upload-rules.ts';

describe('upload rules', () => {
  it('takes PNG and JPEG logos only', () => {
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.JPG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.gif', type: 'image/gif', size: 1000 })).toEqual({ key: 'salesPartners.design.wrongFileType', params: {} });
    expect(logoFileProblem({ name: 'logo.png', type: 'image/svg+xml', size: 1000 })?.key).toBe('salesPartners.design.wrongFileType');
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 2 * 1024 * 1024 })?.key).toBe('salesPartners.design.tooLarge');
  });

  it('takes PDF templates only', () => {
    expect(pdfFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(pdfFileProblem({ name: 'a.docx', type: 'application/msword', size: 10 })?.key).toBe('salesPartners.documents.wrongFileType');
  });

  it('names a document after its file and refuses path characters', () => {
    expect(documentNameOf('Vorlage 2026.PDF')).toBe('Vorlage 2026');
    expect(documentNameProblem('Vorlage 2026')).toBeNull();
    expect(documentNameProblem('a/b')?.key).toBe('errorInfo.invalid');
    expect(documentNameProblem(' ')?.key).toBe('errorInfo.required');
  });

  it('checks the colour as #RRGGBB', () => {
    expect(colorProblem('#0F7B6C')).toBeNull();
    expect(colorProblem('red')?.key).toBe('salesPartners.design.wrongColor');
  });
});
