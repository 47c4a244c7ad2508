/**
 * Reads the first `size` bytes of an upload (fewer when it is shorter) without losing them: answers those
 * bytes and a stream that yields the whole upload again, head first, so the rest still streams to storage.
 */
export async function peekUploadHead(
  body: ReadableStream<Uint8Array>,
  size: number,
): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let isDone = false;
  while (length < size) {
    const next = await reader.read();
    if (next.done) {
      isDone = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const joined = new Uint8Array(length);
  chunks.reduce((at, chunk) => (joined.set(chunk, at), at + chunk.length), 0);
  const replayed = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (isDone) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head: joined.subarray(0, size), body: replayed };
}
