/**
 * A QR code drawn as one SVG path, made on our own server: an authenticator key never leaves
 * the site for a third-party image service.
 */
import qrcode from "qrcode-generator";

export interface QrCode {
  /** Modules per side, with the four-module quiet zone scanners need. */
  size: number;
  /** One unit square per dark module. */
  path: string;
}

const quietZone = 4;

export function qrCode(text: string): QrCode {
  const code = qrcode(0, "M");
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (code.isDark(row, col)) squares.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
  return { size: count + quietZone * 2, path: squares.join("") };
}
