/** One change event of `/api/v2/events`, as the benches read it. */
export interface ChangeEvent {
  model: string;
  id: number;
  kind: string;
}

/**
 * Follows a handheld's event stream on one list: calls `onChange` with each change event and the
 * moment its bytes arrived. Resolves once the server says the stream is ready; the function it
 * resolves to closes the stream.
 */
export async function followChanges(
  url: string,
  token: string,
  projectId: number,
  onChange: (change: ChangeEvent, at: number) => void,
): Promise<() => void> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/v2/events?projects=${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`event stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready!: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: ready')) ready();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data && block.includes('event: change')) onChange(JSON.parse(data) as ChangeEvent, at);
        }
      }
    } catch {
      // closed
    }
  })();
  await opened;
  return () => abort.abort();
}
