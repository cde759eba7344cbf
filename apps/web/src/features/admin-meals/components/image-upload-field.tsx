import { t } from '@lingui/core/macro';
import { ADMIN_MESSAGES, imageSrcSet } from '@messhall/shared';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { uploadImage } from '@/lib/upload-image';
import { cn } from '@/utils/cn';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';

interface ImageUploadFieldProps {
  label?: string;
  /** The uploaded image's URL, or '' when none yet. */
  value: string;
  onUploaded: (url: string) => void;
  /** Reports an upload failure (the form shows it as the field's error). */
  onUploadFailed: (message: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
  /** Alt text of the preview. */
  previewAlt?: string;
}

/**
 * File input that uploads at once (docs/product/rules.md#add-meal: the image is uploaded first, then the meal is saved with its URL) and
 * previews the result. Choosing another file replaces the image.
 */
export function ImageUploadField({
  label,
  value,
  onUploaded,
  onUploadFailed,
  onUploadingChange,
  error,
  previewAlt,
}: ImageUploadFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [uploading, setUploading] = useState(false);
  // A newer choice wins over an older upload that finishes later.
  const latest = useRef(0);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const onChange = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const attempt = ++latest.current;
    setBusy(true);
    try {
      const url = await uploadImage(file);
      if (attempt === latest.current) onUploaded(url);
    } catch (cause) {
      console.error('Image upload failed', cause);
      if (attempt === latest.current) {
        // A file input fires change only when its choice changes: emptied, it takes the same file again.
        input.value = '';
        toast.failure(sharedText(ADMIN_MESSAGES.imageUploadFailedRetry), cause);
        onUploadFailed(ADMIN_MESSAGES.imageUploadFailedRetry);
      }
    } finally {
      if (attempt === latest.current) setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label ?? t`Image`}
      </label>
      <div className="flex flex-row items-start gap-3">
        <div
          className="grid aspect-[4/3] w-24 shrink-0 place-items-center overflow-hidden rounded-box border border-dashed border-base-300 bg-base-200 sm:w-40"
          aria-live="polite"
        >
          {uploading ? (
            <span role="status" className="flex flex-col items-center gap-2 text-sm">
              <span className="loading loading-spinner text-primary" aria-hidden="true" />
              <span className="text-center text-xs sm:text-sm">{t`Uploading image…`}</span>
            </span>
          ) : value ? (
            <img
              src={value}
              // A 6–10 rem thumbnail: the 320 px copy is sharp even on a 3x screen.
              srcSet={imageSrcSet(value, [160, 320])}
              sizes="10rem"
              alt={previewAlt ?? t`Preview of the meal image`}
              width={160}
              height={120}
              className="size-full object-cover"
            />
          ) : (
            <ImageUp className="size-8 text-base-content/60" strokeWidth={1.5} aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className={cn('file-input w-full', error && 'file-input-error')}
            aria-invalid={error ? true : undefined}
            aria-describedby={cn(hintId, error && errorId) || undefined}
            disabled={uploading}
            onChange={(event) => {
              void onChange(event.currentTarget);
            }}
          />
          <p id={hintId} className="text-sm text-base-content/75">
            {value
              ? t`Image uploaded. Choose another file to replace it.`
              : t`JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.`}
          </p>
          {error && (
            <p id={errorId} className="text-sm font-medium text-error">
              {sharedText(error)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
