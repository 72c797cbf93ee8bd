import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { FieldErrors } from '@/components/forms/field-errors.ts';
import { refusalOf, savedMessage } from '@/components/forms/command-refusal.ts';
import { showMessage } from '@/components/toaster.tsx';
import { useCommand } from '@/lib/commands.ts';
import { HttpError } from '@/lib/http.ts';
import type { Palette } from '@/lib/tenant.ts';
import { uploadFile } from '@/lib/upload.ts';
import { changeSalesPartnerDesign } from './design-commands.ts';
import { colorProblem, logoFileProblem } from './design-rules.ts';

const DEFAULT_COLOR = '#3F56D1';

/** The partner whose design the form changes, as both the admin's and the own account's reads give it. */
export interface DesignedPartner {
  id: string;
  name: string;
  /** Logo and favicon are blob hashes (POST /api/uploads); null for the platform default. */
  design: { color: string; colorPalette: Palette; logo: string | null; favicon: string | null } | null;
}

/** The design form's colour, palette and new logo, and its save (the logo uploaded first). */
export function useDesignDraft(partner: DesignedPartner, texts: string) {
  const [send] = useCommand(changeSalesPartnerDesign);
  const [color, setColor] = useState(partner.design?.color ?? DEFAULT_COLOR);
  const [palette, setPalette] = useState<Palette>(partner.design?.colorPalette ?? 'cold');
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // The chosen file's preview URL lives as long as the choice.
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (file: File | null) => {
    const problem = file ? logoFileProblem(file, texts) : null;
    setErrors(problem ? { logo: problem } : {});
    setLogo(problem ? null : file);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = colorProblem(color, texts);
    if (problem) return setErrors({ color: problem });
    setBusy(true);
    try {
      const logoHash = logo ? (await uploadFile(logo)).hash : (partner.design?.logo ?? null);
      const result = await send({ salesPartnerId: partner.id, color, colorPalette: palette, logo: logoHash, favicon: partner.design?.favicon ?? null });
      if (result.error) {
        const refusal = refusalOf(result.error, ['color', 'logo']);
        if (refusal.kind === 'fields') setErrors(refusal.errors);
        else showMessage(refusal.kind === 'toast' ? refusal.message : { type: 'error', key: refusal.message.key });
        return;
      }
      setLogo(null);
      showMessage(savedMessage);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setErrors({ logo: { key: error.problem.code === 'INVALID_FILE' ? `${texts}.wrongFileType` : 'errorInfo.invalid', params: {} } });
    } finally {
      setBusy(false);
    }
  };

  // An unfinished colour in the text field keeps the picker and the preview on the default.
  const swatch = colorProblem(color, texts) ? DEFAULT_COLOR : color;
  return { color, setColor, swatch, palette, setPalette, logo, pick, preview, errors, busy, save };
}
