import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image';

/**
 * Upload as a mutation, for forms that upload on choose or on submit (Add Meal, Upcoming Meal, profile):
 * `const upload = useUploadImage(); const url = await upload.mutateAsync(file);`. The spec's failure texts
 * ('Image upload failed.' …) are the caller's to show, since each screen words it its own way.
 */
export function useUploadImage() {
  return useMutation({ mutationFn: (file: Blob) => uploadImage(file) });
}
