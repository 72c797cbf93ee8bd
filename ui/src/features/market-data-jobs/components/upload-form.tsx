import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks.ts';
import { showMessage } from '@/components/toaster.tsx';
import { api, rememberWrittenPosition } from '@/lib/api.ts';
import { HttpError } from '@/lib/http.ts';
import { jobsTag } from '../api.ts';
import { acceptedFiles, importKinds, type MarketImportKind, uploadMarketFile } from '../market-upload.ts';

// Upload a file of a kind: the server stores it and starts its job, which appears in the list
// and changes there live. A refusal is a toast with its catalogue text: JOB_IS_RUNNING while a
// job of the kind runs, INVALID_FILE for a file that is no text of any kind.

const isKind = (value: string): value is MarketImportKind => (importKinds as readonly string[]).includes(value);

export function UploadForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [kind, setKind] = useState<MarketImportKind | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  // A new input after each upload: the browser keeps no file name of the last one.
  const [inputKey, setInputKey] = useState(0);
  const [tried, setTried] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (kind === '' || file === null) return;
    setSending(true);
    try {
      const started = await uploadMarketFile(file, { kind, fileName: file.name, jobId: crypto.randomUUID() });
      if (started.position !== null) rememberWrittenPosition(started.position);
      dispatch(api.util.invalidateTags([jobsTag]));
      showMessage({ type: 'success', key: 'marketJobs.upload.started', params: { fileName: file.name } });
      setFile(null);
      setTried(false);
      setInputKey((k) => k + 1);
    } catch (error) {
      showMessage(error instanceof HttpError ? { type: 'error', code: error.problem.code } : { type: 'error', key: 'messages.uploadError' });
    } finally {
      setSending(false);
    }
  };

  const kindOptions = [{ value: '', label: t('marketJobs.upload.chooseKind') }, ...importKinds.map((value) => ({ value, label: t(`marketJobs.kinds.${value}`) }))];
  return (
    <form className="portal-market-upload" onSubmit={(event) => void submit(event)} noValidate data-testid="market-upload">
      <FormGroup label={t('marketJobs.upload.kind')} labelFor="market-upload-kind" intent={tried && kind === '' ? 'danger' : 'none'} helperText={tried && kind === '' ? <span data-testid="market-upload-kind-error">{t('marketJobs.upload.kindMissing')}</span> : undefined}>
        <HTMLSelect id="market-upload-kind" value={kind} options={kindOptions} onChange={(e) => setKind(isKind(e.currentTarget.value) ? e.currentTarget.value : '')} data-testid="market-upload-kind" />
      </FormGroup>
      <FormGroup label={t('marketJobs.upload.file')} labelFor="market-upload-file" intent={tried && file === null ? 'danger' : 'none'} helperText={tried && file === null ? <span data-testid="market-upload-file-error">{t('marketJobs.upload.fileMissing')}</span> : undefined}>
        <input
          key={inputKey}
          id="market-upload-file"
          type="file"
          accept={kind === '' ? '.csv,.xml' : acceptedFiles[kind]}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          data-testid="market-upload-file"
        />
      </FormGroup>
      <Button type="submit" intent="primary" loading={sending} data-testid="market-upload-submit">
        {t('marketJobs.upload.submit')}
      </Button>
    </form>
  );
}
