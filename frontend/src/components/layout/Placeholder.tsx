import { MessagePage } from './MessagePage';

/** An honest stand-in for a screen that later work delivers. */
export function Placeholder({ title, text }: { title: string; text?: string }) {
  return (
    <MessagePage title={title}>
      <p>{text ?? 'This screen is not built yet.'}</p>
    </MessagePage>
  );
}
