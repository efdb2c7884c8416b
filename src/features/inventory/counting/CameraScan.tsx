import { Button, Modal, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Barcode Detection API used here (not in every browser, nor in lib.dom yet). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new () => Detector;

const detectorClass = (): DetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    : null;

/** Scans with the camera where the browser can read barcodes; renders nothing elsewhere. */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('counting');
  const [open, setOpen] = useState(false);
  if (!detectorClass()) return null;
  return (
    <>
      <Button
        size="md"
        variant="default"
        leftSection={<IconCamera size={20} />}
        onClick={() => setOpen(true)}
        data-testid="camera-scan"
      >
        {t('scan.camera')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('scan.camera')}>
        {open ? (
          <CameraView
            onCode={(code) => {
              setOpen(false);
              onCode(code);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('counting');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The parent passes a new function on each render; the camera must not restart for it.
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);
  useEffect(() => {
    const Detector = detectorClass();
    let stream: MediaStream | null = null;
    let stopped = false;
    const run = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      if (stopped || !video.current || !Detector) return;
      video.current.srcObject = stream;
      await video.current.play();
      const detector = new Detector();
      while (!stopped) {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue) {
          latest.current(found.rawValue);
          return;
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    };
    run().catch(() => setFailed(true));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return failed ? (
    <Text c="red">{t('scan.cameraFailed')}</Text>
  ) : (
    <video ref={video} style={{ width: '100%' }} muted playsInline />
  );
}
