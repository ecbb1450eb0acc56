import QRCode from 'qrcode';
import type { QrCodes } from '@application/projection/ports/ProjectionGateway';

/** QR codes drawn by `qrcode`, as PNG data: URLs (a margin of 2 modules, medium error correction). */
export class QrCodeImages implements QrCodes {
  image(text: string): Promise<string> {
    return QRCode.toDataURL(text, { margin: 2, width: 320, errorCorrectionLevel: 'M' });
  }
}
