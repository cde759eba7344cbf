import { Toaster } from 'sonner';

/** sonner's toaster with our placement; loaded lazily by app/provider.tsx. */
export default function AppToaster() {
  return (
    <Toaster position="top-right" offset={{ top: 76 }} mobileOffset={{ top: 72 }} closeButton richColors />
  );
}
