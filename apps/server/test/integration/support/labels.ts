/** What a label prints: the text of each `^FD…^FS` field with `^FH` hex escapes decoded. */
export function printedTexts(zpl: string): string[] {
  return [...zpl.matchAll(/\^FD([\s\S]*?)\^FS/g)].map((m) => {
    const bytes: number[] = [];
    const raw = Buffer.from(m[1]!, 'utf8');
    for (let i = 0; i < raw.length; i++) {
      const hex = raw[i] === 0x5f ? raw.subarray(i + 1, i + 3).toString('latin1') : '';
      if (/^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(raw[i]!);
    }
    return Buffer.from(bytes).toString('utf8');
  });
}

/** The ZPL commands of a label (`^XA`, `^FO`, `~JR`…), field data left out. */
export function commandsOf(zpl: string): string[] {
  return zpl.replace(/\^FD[\s\S]*?\^FS/g, '^FD^FS').match(/[\^~][A-Z0-9@]{1,2}/gi) ?? [];
}
