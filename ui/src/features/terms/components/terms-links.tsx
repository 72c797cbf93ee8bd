import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useGetPortalTermsQuery } from '../api.ts';
import { downloadTerms } from '../download-terms.ts';

/** The footer's portal terms documents of the host's partner, each a PDF download. */
export function TermsLinks({ domain }: { domain: string }) {
  const { i18n } = useTranslation();
  const { data: documents = [] } = useGetPortalTermsQuery({ locale: i18n.language, domain });
  return (
    <>
      {documents.map((document) => (
        <Button key={document.id} variant="minimal" size="small" icon="document" data-testid="terms-document" onClick={() => void downloadTerms(document)}>
          {document.name}
        </Button>
      ))}
    </>
  );
}
