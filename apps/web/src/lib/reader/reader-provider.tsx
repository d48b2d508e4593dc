import { useEffect, type ReactNode } from 'react';
import { useLocalSettings } from '../settings/local-settings';
import { ReaderConnection } from './connection';
import { deliverLine } from './readings';
import { setReaderStatus } from './status';
import { WedgeDetector } from './wedge';

/**
 * Starts the two reading sources for the whole app: the reader bridge's WebSocket (URL from the local
 * settings) and the keyboard-wedge detector on the document.
 */
export function ReaderProvider({ children }: { children?: ReactNode }) {
  const { readerUrl } = useLocalSettings();

  useEffect(() => {
    const connection = new ReaderConnection({
      url: readerUrl,
      onLine: (line) => deliverLine(line, 'reader'),
      onStatus: setReaderStatus,
    });
    connection.start();
    const wake = () => {
      if (document.visibilityState !== 'hidden') connection.reconnectNow();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      connection.stop();
    };
  }, [readerUrl]);

  useEffect(() => {
    const wedge = new WedgeDetector((line) => deliverLine(line, 'wedge'));
    const onKey = (e: KeyboardEvent) => wedge.handleKey(e);
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);

  return <>{children}</>;
}
