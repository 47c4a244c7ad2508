/** A plain-text mail as sent; links stay clickable so a reset can be finished from here on a fresh machine. */
export function MailBody({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className="font-sans whitespace-pre-wrap break-words">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="text-primary underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
