import { useEffect, useState } from 'react';
import { Center, Image, Loader, Text } from '@mantine/core';

const SIZE = 192;

/** Draws the otpauth:// address as a QR code. The QR library is loaded only here, when someone turns two-factor sign-in on. */
export function TotpQrCode({ otpauthUrl }: { otpauthUrl: string }) {
  const [drawn, setDrawn] = useState<{ url: string; src: string } | { url: string; failed: true } | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(otpauthUrl, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (src) => live && setDrawn({ url: otpauthUrl, src }),
        () => live && setDrawn({ url: otpauthUrl, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [otpauthUrl]);

  const current = drawn?.url === otpauthUrl ? drawn : null;
  if (current && 'src' in current) {
    return (
      <Image
        src={current.src}
        alt="QR code to scan with your authenticator app"
        w={SIZE}
        h={SIZE}
        fit="contain"
        radius="sm"
      />
    );
  }
  return (
    <Center w={SIZE} h={SIZE} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      {current ? (
        <Text size="sm" c="dimmed" ta="center" p="sm">
          The QR code could not be drawn: type the secret into the app instead.
        </Text>
      ) : (
        <Loader size="sm" aria-label="Drawing the QR code" />
      )}
    </Center>
  );
}
