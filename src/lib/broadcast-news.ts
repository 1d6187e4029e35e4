export interface BroadcastNews<News> {
  /** Tells the listeners in this context, then every other tab or worker. */
  tell(news: News): void;
  /** Calls `listener` on news from here or from another tab or worker; returns the stop. */
  listen(listener: (news: News) => void): () => void;
}

/**
 * News about data kept on the phone, for listeners in this context and in
 * every other tab or worker of the site, over one BroadcastChannel per
 * context, opened on first use. The service worker has no listener of its
 * own but must still tell the pages what it did. No DOM and no React: the
 * service worker tells too.
 */
export function broadcastNews<News>(name: string): BroadcastNews<News> {
  const listeners = new Set<(news: News) => void>();
  let channel: BroadcastChannel | undefined;

  function open(): BroadcastChannel | undefined {
    if (!channel && typeof BroadcastChannel === "function") {
      channel = new BroadcastChannel(name);
      channel.onmessage = (event: MessageEvent<News>) => {
        for (const listener of listeners) listener(event.data);
      };
    }
    return channel;
  }

  return {
    tell(news) {
      for (const listener of listeners) listener(news);
      open()?.postMessage(news);
    },
    listen(listener) {
      listeners.add(listener);
      open();
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
