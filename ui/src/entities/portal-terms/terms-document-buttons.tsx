import { Button } from '@blueprintjs/core';
import type { TermsDocument } from './portal-terms-api.ts';
import { downloadTerms } from './download-terms.ts';

/** One download button per portal terms document (end-of-file marker protocol, saved as {name}.pdf). */
export function TermsDocumentButtons({ documents, size = 'small' }: { documents: readonly TermsDocument[]; size?: 'small' | 'medium' }) {
  return (
    <>
      {documents.map((document) => (
        <Button key={document.id} variant="minimal" size={size} icon="document" data-testid="terms-document" onClick={() => void downloadTerms(document)}>
          {document.name}
        </Button>
      ))}
    </>
  );
}
