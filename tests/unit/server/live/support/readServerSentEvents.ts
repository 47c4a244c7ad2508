/** One Server-Sent Events message, or a comment line (`comment` set, the rest empty). */
export type SseMessage = { id: string | null; event: string | null; data: string; comment: string | null };

/**
 * A small reader of a `text/event-stream` body: `next()` answers the next message or comment as it arrives,
 * null once the stream has ended; `close()` cancels it, as a browser closing the page would.
 */
export function readServerSentEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const ready: SseMessage[] = [];

  const parse = (block: string): SseMessage[] => {
    const message: SseMessage = { id: null, event: null, data: '', comment: null };
    const comments: SseMessage[] = [];
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push({ id: null, event: null, data: '', comment: line.slice(1).trim() });
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'id') message.id = value;
      else if (field === 'event') message.event = value;
      else if (field === 'data') data.push(value);
    }
    message.data = data.join('\n');
    return data.length > 0 ? [...comments, message] : comments;
  };

  const next = async (): Promise<SseMessage | null> => {
    while (ready.length === 0) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        ready.push(...parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
        continue;
      }
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
    return ready.shift()!;
  };

  /** The next message carrying data, skipping heartbeats. */
  const nextData = async (): Promise<SseMessage | null> => {
    for (;;) {
      const message = await next();
      if (!message || message.comment === null) return message;
    }
  };

  return { next, nextData, close: () => reader.cancel() };
}
