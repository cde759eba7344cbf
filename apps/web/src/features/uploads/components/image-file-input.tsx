import { ImageIcon } from 'lucide-react';
import { type ChangeEvent, type InputHTMLAttributes, useEffect, useId, useState } from 'react';
import { cn } from '@/utils/cn';

interface ImageFileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'accept' | 'onChange' | 'value'
> {
  label: string;
  /** Called with the chosen file, or null when the choice is cleared. */
  onFileChange: (file: File | null) => void;
  /** A message under the field (e.g. 'Please upload an image.'); marks the input invalid. */
  error?: string;
  /** Shown until a file is chosen, e.g. the meal's current image on Update Meal. */
  currentUrl?: string | null;
}

/**
 * A labelled `image/*` file input with a preview of the chosen picture. Uploading is the form's job
 * (lib/upload-image.ts or useUploadImage), so a form can upload on choose or on submit.
 */
export function ImageFileInput({
  label,
  onFileChange,
  error,
  currentUrl,
  className,
  id,
  ...props
}: ImageFileInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const [preview, setPreview] = useState<string | null>(null);

  // The object URL holds the file in memory: free it when replaced (below) and when the field goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null;
    setPreview(next ? URL.createObjectURL(next) : null);
    onFileChange(next);
  };

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-box bg-base-200 text-base-content/60">
          {shown ? (
            <img src={shown} alt="" className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-6" aria-hidden="true" />
          )}
        </span>
        <input
          {...props}
          id={inputId}
          type="file"
          accept="image/*"
          className={cn('file-input w-full', error && 'file-input-error')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onChange}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
