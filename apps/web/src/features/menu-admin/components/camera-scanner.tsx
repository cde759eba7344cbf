import { t } from '@lingui/core/macro';
import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { explainCameraError } from '../lib/camera-errors';

type CameraState = 'off' | 'starting' | 'on';

/**
 * The counter's camera. It starts only when staff press "Start camera" (the browser asks for permission then)
 * and is released on "Stop camera" or when the page is left. Every frame is read for a QR code; each decoded
 * text goes to `onCode`, which decides what to do with repeats. The reader (qr/dom.js) loads on first start.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = () => {
    stopRef.current?.();
    stopRef.current = null;
    setState('off');
  };

  // Leaving the page releases the camera.
  useEffect(() => () => stopRef.current?.(), []);

  const start = async () => {
    const video = videoRef.current;
    if (!video) return;
    setProblem(null);
    setState('starting');
    let stopped = false;
    stopRef.current = () => {
      stopped = true;
    };
    try {
      const { QRCanvas, frameLoop, rearCamera } = await import('qr/dom.js');
      const camera = await rearCamera(video);
      if (stopped) return camera.stop();
      // The stream is attached with autoplay; playing it outright does not wait for the browser to decide.
      void video.play().catch(() => {});
      const canvas = new QRCanvas();
      const cancel = frameLoop(() => {
        // Intrinsic pixels (fullSize): a pass held at arm's length is small in a phone-sized preview.
        camera.readFrame(canvas, true).then(
          (decoded) => {
            if (!stopped && typeof decoded === 'string' && decoded) onCodeRef.current(decoded);
          },
          () => {},
        );
      }, video);
      stopRef.current = () => {
        stopped = true;
        cancel();
        camera.stop();
        video.srcObject = null;
      };
      setState('on');
    } catch (error) {
      stopRef.current = null;
      if (stopped) return;
      setProblem(explainCameraError(error));
      setState('off');
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-box bg-neutral" hidden={state === 'off'}>
        <video
          ref={videoRef}
          muted
          playsInline
          className="aspect-[4/3] w-full object-cover"
          aria-label={t`Camera preview`}
        />
        {/* Where to hold the pass. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-box border-4 border-white/80 shadow-[0_0_0_9999px_rgba(0,0,0,0.25)]"
        />
      </div>
      {state === 'off' ? (
        <button type="button" className="btn btn-primary btn-lg min-h-11" onClick={() => void start()}>
          <Camera className="size-5" aria-hidden="true" />
          {t`Start camera`}
        </button>
      ) : (
        <button type="button" className="btn btn-outline btn-lg min-h-11" onClick={stop}>
          {state === 'starting' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          <CameraOff className="size-5" aria-hidden="true" />
          {t`Stop camera`}
        </button>
      )}
      {state === 'on' && (
        <p className="text-sm text-base-content/80">{t`Hold the member’s pass inside the frame.`}</p>
      )}
      {problem && (
        <p role="alert" className="rounded-box bg-error/10 p-3 font-medium">
          {problem}
        </p>
      )}
    </div>
  );
}
