import { documentNameOf, documentNameProblem, pdfFileProblem } from './upload-rules.ts';

describe('upload rules', () => {
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
});
