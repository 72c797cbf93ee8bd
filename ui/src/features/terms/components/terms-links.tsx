import { useTranslation } from 'react-i18next';
import { useGetPortalTermsQuery } from '@/entities/portal-terms/portal-terms-api.ts';
import { TermsDocumentButtons } from '@/entities/portal-terms/terms-document-buttons.tsx';

/** The footer's portal terms documents of the host's partner, each a PDF download. */
export function TermsLinks({ domain }: { domain: string }) {
  const { i18n } = useTranslation();
  const { data: documents = [] } = useGetPortalTermsQuery({ locale: i18n.language, domain });
  return <TermsDocumentButtons documents={documents} />;
}
