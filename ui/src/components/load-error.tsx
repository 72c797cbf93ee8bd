import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isProblem } from '@/lib/api.ts';

/**
 * A read that failed, said where its data would be: a grid that could not load must not look
 * like an empty one. A refusal for lack of permission says so; anything else is a loading failure.
 */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const code = isProblem(error) ? error.code : '';
  return (
    <Callout intent="danger" data-testid="load-error" data-code={code}>
      {t(code === 'ERR_BAD_REQUEST' ? 'codes.ERR_BAD_REQUEST' : 'messages.loadingFailure')}
    </Callout>
  );
}
