import { checkInScreenTexts } from '@volunteering/shared/texts/check-in-screen';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';

/** The browser's own QR reader, where there is one (Chromium on Android, Safari 17+). */
type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

/** Reads a frame for a QR code: BarcodeDetector, else jsQR, which comes only now, with this screen. */
async function frameReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/** The same code seen again within this time is the same scan (the phone still pointed at it). */
const SAME_CODE_MS = 3_000;

/**
 * The camera pointed at participants' QR codes: each code read is handed to `onCode` once (not again
 * while it stays in view). The back camera; closed when the screen leaves or `Stop` is pressed.
 */
export function CodeScanner({ onCode, onStop }: { onCode: (code: string) => void; onStop: () => void }) {
  const t = useTexts(checkInScreenTexts);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'on' | 'failed'>('starting');
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { code: '', at: 0 };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await frameReader(video.current);
        setState('on');
        const tick = async () => {
          if (stopped) return;
          const code = await read().catch(() => null);
          if (code && (code !== last.code || Date.now() - last.at > SAME_CODE_MS)) handler.current(code);
          if (code) Object.assign(last, { code, at: Date.now() });
          timer = setTimeout(tick, 250);
        };
        void tick();
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-box bg-neutral">
        {/* The frame a code is held in; the camera's picture has no words to caption. */}
        <video ref={video} className="aspect-square w-full object-cover" muted playsInline aria-label={t.cameraHint} />
        <div aria-hidden="true" className="pointer-events-none absolute inset-[15%] rounded-box border-4 border-white/80" />
      </div>
      <p role="status" className={state === 'failed' ? 'text-error' : 'text-sm'}>
        {state === 'starting' ? t.cameraStarting : state === 'failed' ? t.cameraFailed : t.cameraHint}
      </p>
      <button type="button" className="btn btn-outline btn-lg w-full" onClick={onStop}>
        {t.stopCamera}
      </button>
    </div>
  );
}
