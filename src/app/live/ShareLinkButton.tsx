import { useState } from 'react';
import { Button } from '../ui/Button';
import type { ButtonVariant } from '../ui/buttonClasses';
import { shareLiveLink, type ShareResult } from './shareLiveLink';
import { shareResultText } from './shareResultText';
import { useT } from '../i18n';

type Props = {
  url: string;
  title: string;
  label: string;
  variant?: ButtonVariant;
  /** False: always the clipboard (a 'Copy link' button), never the share sheet. */
  preferShareSheet?: boolean;
};

/** Shares or copies a link and says so beside the button; a failed copy shows the link to copy by hand. */
export function ShareLinkButton({ url, title, label, variant = 'primary', preferShareSheet = true }: Props) {
  // Its own texts (what the copy did) re-render with the language.
  useT('live');
  const [result, setResult] = useState<ShareResult | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        variant={variant}
        className="h-12"
        onClick={() => {
          setResult(null);
          void shareLiveLink(url, title, { preferShareSheet }).then(setResult);
        }}
      >
        {label}
      </Button>
      <p role="status" className="font-semibold text-pool-900">
        {shareResultText(result)}
        {result === 'failed' ? <span className="block break-all font-normal select-all">{url}</span> : null}
      </p>
    </div>
  );
}
