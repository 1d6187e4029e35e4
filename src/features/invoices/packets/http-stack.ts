import type { HttpRequest, HttpResponse, HttpStack } from "tus-js-client";

/**
 * tus-js-client's requests, with one thing its own stack lacks: a request
 * that stops moving (one bar of signal that drops to none without closing
 * the connection) fails after a while, so the upload retries and resumes
 * instead of hanging forever. XMLHttpRequest where there is one (it reports
 * upload progress byte by byte); fetch in the service worker, which has no
 * XMLHttpRequest (progress then moves a chunk at a time).
 */

/** A request that has sent nothing and heard nothing for this long is given up. */
const STALL_MS = 45_000;

class XhrRequest implements HttpRequest {
  readonly #xhr = new XMLHttpRequest();
  readonly #headers: Record<string, string> = {};
  #onProgress: ((bytesSent: number) => void) | undefined;

  constructor(
    readonly method: string,
    readonly url: string,
  ) {
    this.#xhr.open(method, url, true);
  }

  getMethod() {
    return this.method;
  }

  getURL() {
    return this.url;
  }

  setHeader(header: string, value: string) {
    this.#xhr.setRequestHeader(header, value);
    this.#headers[header] = value;
  }

  getHeader(header: string) {
    return this.#headers[header];
  }

  setProgressHandler(handler: (bytesSent: number) => void) {
    this.#onProgress = handler;
  }

  send(body: unknown = null): Promise<HttpResponse> {
    const xhr = this.#xhr;
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = () => {
        xhr.abort();
        finish(() => reject(new Error("the connection stalled")));
      };
      const moved = () => {
        clearTimeout(timer);
        timer = setTimeout(stalled, STALL_MS);
      };
      const finish = (then: () => void) => {
        clearTimeout(timer);
        xhr.onload = xhr.onerror = xhr.onabort = xhr.ontimeout = null;
        xhr.upload.onprogress = null;
        then();
      };
      xhr.upload.onprogress = (event) => {
        moved();
        if (event.lengthComputable) this.#onProgress?.(event.loaded);
      };
      xhr.onprogress = moved;
      xhr.onload = () => finish(() => resolve(new XhrResponse(xhr)));
      xhr.onerror = () => finish(() => reject(new Error("the request failed")));
      xhr.onabort = () => finish(() => reject(new Error("the request was aborted")));
      xhr.ontimeout = xhr.onerror;
      moved();
      xhr.send(body as XMLHttpRequestBodyInit | null);
    });
  }

  abort() {
    this.#xhr.abort();
    return Promise.resolve();
  }

  getUnderlyingObject() {
    return this.#xhr;
  }
}

class XhrResponse implements HttpResponse {
  constructor(readonly xhr: XMLHttpRequest) {}
  getStatus() {
    return this.xhr.status;
  }
  getHeader(header: string) {
    return this.xhr.getResponseHeader(header) ?? undefined;
  }
  getBody() {
    return this.xhr.responseText;
  }
  getUnderlyingObject() {
    return this.xhr;
  }
}

class FetchRequest implements HttpRequest {
  readonly #headers: Record<string, string> = {};
  readonly #controller = new AbortController();
  #onProgress: ((bytesSent: number) => void) | undefined;

  constructor(
    readonly method: string,
    readonly url: string,
  ) {}

  getMethod() {
    return this.method;
  }

  getURL() {
    return this.url;
  }

  setHeader(header: string, value: string) {
    this.#headers[header] = value;
  }

  getHeader(header: string) {
    return this.#headers[header];
  }

  setProgressHandler(handler: (bytesSent: number) => void) {
    this.#onProgress = handler;
  }

  async send(body: unknown = null): Promise<HttpResponse> {
    // fetch reports no upload progress: the whole request gets the stall time, scaled by its size.
    const size = body instanceof Blob ? body.size : 0;
    const timer = setTimeout(() => this.#controller.abort(), STALL_MS + size / 8);
    try {
      const response = await fetch(this.url, {
        method: this.method,
        headers: this.#headers,
        body: body as BodyInit | null,
        credentials: "same-origin",
        signal: this.#controller.signal,
      });
      const text = await response.text();
      if (size) this.#onProgress?.(size);
      return new FetchResponse(response, text);
    } finally {
      clearTimeout(timer);
    }
  }

  abort() {
    this.#controller.abort();
    return Promise.resolve();
  }

  getUnderlyingObject() {
    return this.#controller;
  }
}

class FetchResponse implements HttpResponse {
  constructor(
    readonly response: Response,
    readonly text: string,
  ) {}
  getStatus() {
    return this.response.status;
  }
  getHeader(header: string) {
    return this.response.headers.get(header) ?? undefined;
  }
  getBody() {
    return this.text;
  }
  getUnderlyingObject() {
    return this.response;
  }
}

export const httpStack: HttpStack = {
  createRequest(method, url) {
    return typeof XMLHttpRequest === "function" ? new XhrRequest(method, url) : new FetchRequest(method, url);
  },
  getName() {
    return "TpfHttpStack";
  },
};
